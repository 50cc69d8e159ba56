import { useState } from "react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeBackingShape,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

const labels: Record<number, string> = { 0: "E", 25: "¼", 50: "½", 75: "¾", 100: "F" };

export default function RadialGaugeTypeQuatre() {
    const [fuel, setFuel] = useState(38);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Fuel level" value={fuel} min={0} max={100} format={(v) => `${v}%`} onChange={setFuel} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={100}
                    interval={25}
                    minorTickCount={4}
                    value={fuel}
                    // A quarter circle: from 9 o'clock (180°) clockwise to 12 o'clock (270°).
                    scaleStartAngle={180}
                    scaleEndAngle={270}
                    // Move the pivot to the lower right so the quarter fills the box.
                    centerX={0.7}
                    centerY={0.75}
                    radiusMultiplier={1.3}
                    backingShape={RadialGaugeBackingShape.Fitted}
                    backingOversweep={8}
                    backingCornerRadius={16}
                    backingBrush="#212121"
                    backingOutline="#616161"
                    scaleBrush="#424242"
                    fontBrush="#fafafa"
                    font="bold 22px Verdana, sans-serif"
                    tickBrush="#fafafa"
                    minorTickBrush="#9e9e9e"
                    formatLabel={(_s, e) => {
                        e.label = labels[Math.round(e.value)] ?? "";
                    }}
                    needleShape={RadialGaugeNeedleShape.Triangle}
                    needleBrush="#ff9800"
                    needleOutline="#ff9800"
                    needlePivotShape={RadialGaugePivotShape.CircleWithHole}
                    needlePivotBrush="#ff9800"
                    needlePivotOutline="#ff9800"
                >
                    <IgrRadialGaugeRange name="reserve" startValue={0} endValue={12} brush="#e53935" outline="#e53935" />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
