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

// US air quality index bands.
const bands = [
    { name: "good", label: "Good", end: 50, brush: "#66bb6a" },
    { name: "moderate", label: "Moderate", end: 100, brush: "#ffee58" },
    { name: "sensitive", label: "Unhealthy for sensitive groups", end: 150, brush: "#ffa726" },
    { name: "unhealthy", label: "Unhealthy", end: 200, brush: "#ef5350" },
    { name: "very-unhealthy", label: "Very unhealthy", end: 300, brush: "#8e24aa" },
];

export default function RadialGaugeTypeHalf() {
    const [aqi, setAqi] = useState(87);
    const category = bands.find((b) => aqi <= b.end) ?? bands[bands.length - 1]!;

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Air quality index" value={aqi} min={0} max={300} onChange={setAqi} />
                <span style={{ paddingBottom: 6 }}>
                    Category: <b>{category.label}</b>
                </span>
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={300}
                    interval={50}
                    minorTickCount={4}
                    value={aqi}
                    // A half circle: from 9 o'clock (180°) clockwise to 3 o'clock (0°).
                    scaleStartAngle={180}
                    scaleEndAngle={0}
                    // Lower the pivot so the half circle sits in the middle of the box.
                    centerY={0.7}
                    radiusMultiplier={1.25}
                    // Fitted backing hugs the half circle instead of drawing a full disc.
                    backingShape={RadialGaugeBackingShape.Fitted}
                    backingOversweep={6}
                    backingCornerRadius={12}
                    backingInnerExtent={0.1}
                    // The card stays light grey in every theme: its numbers and ticks are dark inks, not the theme's.
                    backingBrush="#eceff1"
                    fontBrush="#37474f"
                    tickBrush="#546e7a"
                    minorTickBrush="#90a4ae"
                    backingOutline="#cfd8dc"
                    scaleBrush="transparent"
                    needleShape={RadialGaugeNeedleShape.Trapezoid}
                    needleBrush="#37474f"
                    needleOutline="#37474f"
                    needlePivotShape={RadialGaugePivotShape.CircleOverlay}
                    needlePivotBrush="#37474f"
                    needlePivotOutline="#37474f"
                >
                    {bands.map((band, i) => (
                        <IgrRadialGaugeRange
                            key={band.name}
                            name={band.name}
                            startValue={i === 0 ? 0 : bands[i - 1]!.end}
                            endValue={band.end}
                            brush={band.brush}
                            outline={band.brush}
                            innerStartExtent={0.45}
                            innerEndExtent={0.45}
                            outerStartExtent={0.57}
                            outerEndExtent={0.57}
                        />
                    ))}
                </IgrRadialGauge>
            </div>
        </div>
    );
}
