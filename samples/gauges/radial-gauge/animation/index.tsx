import { useState } from "react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeBackingShape,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { AnimationControls, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

interface Range {
    start: number;
    end: number;
    brush: string;
}

interface GaugeConfig {
    name: string;
    unit: string;
    min: number;
    max: number;
    interval: number;
    value: number;
    startAngle: number;
    endAngle: number;
    backing: RadialGaugeBackingShape;
    needle: RadialGaugeNeedleShape;
    pivot: RadialGaugePivotShape;
    needleBrush: string;
    ranges: Range[];
}

// Every property that differs between two configurations is animated by the gauge.
const configs: GaugeConfig[] = [
    {
        name: "Speedometer",
        unit: "km/h",
        min: 0,
        max: 220,
        interval: 20,
        value: 132,
        startAngle: 135,
        endAngle: 45,
        backing: RadialGaugeBackingShape.Circular,
        needle: RadialGaugeNeedleShape.NeedleWithBulb,
        pivot: RadialGaugePivotShape.CircleOverlay,
        needleBrush: "#d32f2f",
        ranges: [
            { start: 0, end: 120, brush: "#81c784" },
            { start: 120, end: 180, brush: "#ffb74d" },
            { start: 180, end: 220, brush: "#e57373" },
        ],
    },
    {
        name: "Room thermostat",
        unit: "°C",
        min: 10,
        max: 30,
        interval: 2,
        value: 21.5,
        startAngle: 180,
        endAngle: 0,
        backing: RadialGaugeBackingShape.Fitted,
        needle: RadialGaugeNeedleShape.Triangle,
        pivot: RadialGaugePivotShape.CircleWithHole,
        needleBrush: "#37474f",
        ranges: [
            { start: 10, end: 18, brush: "#64b5f6" },
            { start: 18, end: 24, brush: "#aed581" },
            { start: 24, end: 30, brush: "#ff8a65" },
        ],
    },
    {
        name: "Battery charge",
        unit: "%",
        min: 0,
        max: 100,
        interval: 10,
        value: 64,
        startAngle: 210,
        endAngle: 330,
        backing: RadialGaugeBackingShape.Fitted,
        needle: RadialGaugeNeedleShape.Rectangle,
        pivot: RadialGaugePivotShape.Circle,
        needleBrush: "#1565c0",
        ranges: [
            { start: 0, end: 15, brush: "#ef5350" },
            { start: 15, end: 40, brush: "#ffca28" },
            { start: 40, end: 100, brush: "#66bb6a" },
        ],
    },
    {
        name: "Engine RPM",
        unit: "× 1000 rpm",
        min: 0,
        max: 8,
        interval: 1,
        value: 5.4,
        startAngle: 90,
        endAngle: 0,
        backing: RadialGaugeBackingShape.Circular,
        needle: RadialGaugeNeedleShape.TrapezoidWithBulb,
        pivot: RadialGaugePivotShape.CircleUnderlay,
        needleBrush: "#6a1b9a",
        ranges: [
            { start: 0, end: 6, brush: "#b0bec5" },
            { start: 6, end: 7, brush: "#ffa726" },
            { start: 7, end: 8, brush: "#e53935" },
        ],
    },
];

export default function RadialGaugeAnimation() {
    const [index, setIndex] = useState(0);
    const [duration, setDuration] = useState(1000);
    const config = configs[index % configs.length]!;
    const next = configs[(index + 1) % configs.length]!;

    return (
        <div style={gaugePage}>
            <AnimationControls nextName={next.name} onNext={() => setIndex((i) => i + 1)} duration={duration} onDuration={setDuration}>
                <span style={{ paddingBottom: 6 }}>
                    Showing: <b>{config.name}</b> ({config.value} {config.unit})
                </span>
            </AnimationControls>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    transitionDuration={duration}
                    minimumValue={config.min}
                    maximumValue={config.max}
                    interval={config.interval}
                    value={config.value}
                    scaleStartAngle={config.startAngle}
                    scaleEndAngle={config.endAngle}
                    backingShape={config.backing}
                    needleShape={config.needle}
                    needlePivotShape={config.pivot}
                    needleBrush={config.needleBrush}
                    needleOutline={config.needleBrush}
                    needlePivotBrush={config.needleBrush}
                    needlePivotOutline={config.needleBrush}
                    minorTickCount={4}
                    scaleBrush="#e0e0e0"
                    titleText={config.unit}
                    titleExtent={0.35}
                >
                    {config.ranges.map((r, i) => (
                        <IgrRadialGaugeRange
                            key={`range${i}`}
                            name={`range${i}`}
                            startValue={r.start}
                            endValue={r.end}
                            brush={r.brush}
                            outline={r.brush}
                            innerStartExtent={0.5}
                            innerEndExtent={0.5}
                            outerStartExtent={0.57}
                            outerEndExtent={0.57}
                        />
                    ))}
                </IgrRadialGauge>
            </div>
        </div>
    );
}
