import { useState } from "react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    RadialGaugeBackingShape,
    RadialGaugeDuplicateLabelOmissionStrategy,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

const points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

function compassPoint(degrees: number) {
    return points[Math.round(degrees / 45) % 8] ?? "N";
}

export default function RadialGaugeTypeDirection() {
    const [heading, setHeading] = useState(225);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl
                    label="Wind direction"
                    value={heading}
                    min={0}
                    max={359}
                    format={(v) => `${v}° (${compassPoint(v)})`}
                    onChange={setHeading}
                />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={360}
                    interval={45}
                    minorTickCount={8}
                    value={heading}
                    // A full circle starting at the top (270°): 0° = North.
                    scaleStartAngle={270}
                    scaleEndAngle={630}
                    // 0 and 360 fall on the same spot: draw "N" only once.
                    duplicateLabelOmissionStrategy={RadialGaugeDuplicateLabelOmissionStrategy.OmitLast}
                    formatLabel={(_s, e) => {
                        e.label = compassPoint(e.value);
                    }}
                    font="bold 18px Verdana, sans-serif"
                    labelExtent={0.7}
                    scaleBrush="#cfd8dc"
                    backingShape={RadialGaugeBackingShape.Circular}
                    // A compass card stays light in every theme: its points and ticks are dark inks, not the theme's.
                    backingBrush="#fafafa"
                    fontBrush="#37474f"
                    tickBrush="#546e7a"
                    minorTickBrush="#90a4ae"
                    backingOutline="#546e7a"
                    backingStrokeThickness={8}
                    // A two-ended needle: it starts behind the pivot, like a compass arrow.
                    needleShape={RadialGaugeNeedleShape.Needle}
                    needleStartExtent={-0.45}
                    needleEndExtent={0.55}
                    needleStartWidthRatio={0.04}
                    needleEndWidthRatio={0.01}
                    needleBrush="#c62828"
                    needleOutline="#c62828"
                    needlePivotShape={RadialGaugePivotShape.CircleOverlayWithHole}
                    needlePivotBrush="#546e7a"
                    needlePivotOutline="#546e7a"
                    needlePivotWidthRatio={0.12}
                    needlePivotInnerWidthRatio={0.05}
                />
            </div>
        </div>
    );
}
