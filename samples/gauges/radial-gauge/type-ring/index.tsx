import { useState } from "react";
import {
    type IgrFormatRadialGaugeLabelEventArgs,
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

const capacity = 512;

const emptyLabel = (_gauge: IgrRadialGauge, e: IgrFormatRadialGaugeLabelEventArgs) => {
    e.label = "";
};

export default function RadialGaugeTypeRing() {
    const [used, setUsed] = useState(371);
    const percent = Math.round((used / capacity) * 100);
    const color = percent > 90 ? "#e53935" : percent > 75 ? "#fb8c00" : "#1e88e5";

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Storage used" value={used} min={0} max={capacity} format={(v) => `${v} of ${capacity} GB`} onChange={setUsed} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={capacity}
                    value={used}
                    // A closed ring starting at 12 o'clock.
                    scaleStartAngle={270}
                    scaleEndAngle={630}
                    // No needle, ticks or labels: the filled ring is the indicator.
                    needleShape={RadialGaugeNeedleShape.None}
                    needlePivotShape={RadialGaugePivotShape.None}
                    needleBrush="transparent"
                    needleOutline="transparent"
                    tickBrush="transparent"
                    minorTickBrush="transparent"
                    // The scale's labels are left empty rather than painted in a transparent ink: the canvas still
                    // drew "0", "51.2", … unseen over the ring, where a reader of the canvas (a contrast check)
                    // finds text with no contrast.
                    formatLabel={emptyLabel}
                    scaleBrush="transparent"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    titleText={`${percent}%`}
                    titleTextStyle="bold 56px Verdana, sans-serif"
                    titleBrush={color}
                    titleExtent={0}
                    subtitleText={`${used} GB used`}
                    subtitleTextStyle="18px Verdana, sans-serif"
                    subtitleExtent={0.2}
                >
                    <IgrRadialGaugeRange
                        name="track"
                        startValue={0}
                        endValue={capacity}
                        brush="#eceff1"
                        outline="#eceff1"
                        innerStartExtent={0.57}
                        innerEndExtent={0.57}
                        outerStartExtent={0.78}
                        outerEndExtent={0.78}
                    />
                    <IgrRadialGaugeRange
                        name="used"
                        startValue={0}
                        endValue={used}
                        brush={color}
                        outline={color}
                        innerStartExtent={0.57}
                        innerEndExtent={0.57}
                        outerStartExtent={0.78}
                        outerEndExtent={0.78}
                    />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
