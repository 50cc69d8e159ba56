import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { AnimationControls, gaugeCenter, gaugePage } from "../../_shared/controls";
import { inkOn } from "../../../_shared/ink";

IgrLinearGaugeModule.register();

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
    inverted: boolean;
    needle: LinearGraphNeedleShape;
    needleBrush: string;
    needleInner: number;
    needleOuter: number;
    scaleInner: number;
    scaleOuter: number;
    backing: string;
    ranges: Range[];
}

// Each click moves to the next configuration; the gauge animates every changed property.
const configs: GaugeConfig[] = [
    {
        name: "Download progress",
        unit: "%",
        min: 0,
        max: 100,
        interval: 10,
        value: 64,
        inverted: false,
        needle: LinearGraphNeedleShape.Trapezoid,
        needleBrush: "#1e88e5",
        needleInner: 0.25,
        needleOuter: 0.8,
        scaleInner: 0.5,
        scaleOuter: 0.6,
        backing: "#f5f5f5",
        ranges: [
            { start: 0, end: 64, brush: "#90caf9" },
            { start: 64, end: 100, brush: "#e3f2fd" },
        ],
    },
    {
        name: "Outdoor temperature",
        unit: "°C",
        min: -30,
        max: 45,
        interval: 5,
        value: 18,
        inverted: false,
        needle: LinearGraphNeedleShape.Needle,
        needleBrush: "#37474f",
        needleInner: 0.1,
        needleOuter: 0.7,
        scaleInner: 0.3,
        scaleOuter: 0.5,
        backing: "#fffde7",
        ranges: [
            { start: -30, end: 0, brush: "#81d4fa" },
            { start: 0, end: 25, brush: "#c5e1a5" },
            { start: 25, end: 45, brush: "#ffab91" },
        ],
    },
    {
        name: "Dive depth",
        unit: "m",
        min: 0,
        max: 60,
        interval: 5,
        value: 22,
        inverted: true,
        needle: LinearGraphNeedleShape.Triangle,
        needleBrush: "#ff7043",
        needleInner: 0.4,
        needleOuter: 0.9,
        scaleInner: 0.2,
        scaleOuter: 0.45,
        backing: "#e0f7fa",
        ranges: [
            { start: 0, end: 18, brush: "#4dd0e1" },
            { start: 18, end: 40, brush: "#0097a7" },
            { start: 40, end: 60, brush: "#006064" },
        ],
    },
    {
        name: "Noise level",
        unit: "dB",
        min: 30,
        max: 130,
        interval: 10,
        value: 87,
        inverted: false,
        needle: LinearGraphNeedleShape.Rectangle,
        needleBrush: "#6a1b9a",
        needleInner: 0.2,
        needleOuter: 0.75,
        scaleInner: 0.35,
        scaleOuter: 0.65,
        backing: "#f3e5f5",
        ranges: [
            { start: 30, end: 85, brush: "#a5d6a7" },
            { start: 85, end: 110, brush: "#ffe082" },
            { start: 110, end: 130, brush: "#ef9a9a" },
        ],
    },
];

export default function LinearGaugeAnimation() {
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
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    transitionDuration={duration}
                    minimumValue={config.min}
                    maximumValue={config.max}
                    interval={config.interval}
                    value={config.value}
                    isScaleInverted={config.inverted}
                    needleShape={config.needle}
                    needleBrush={config.needleBrush}
                    needleOutline={config.needleBrush}
                    needleInnerExtent={config.needleInner}
                    needleOuterExtent={config.needleOuter}
                    scaleInnerExtent={config.scaleInner}
                    scaleOuterExtent={config.scaleOuter}
                    backingBrush={config.backing}
                    // The labels lie on the configuration's pastel backing, light in every theme: the ink that reads
                    // on it (the theme's light text in a dark theme read at 1:1 there).
                    fontBrush={inkOn(config.backing)}
                    minorTickCount={4}
                >
                    {config.ranges.map((r, i) => (
                        <IgrLinearGraphRange
                            key={`range${i}`}
                            name={`range${i}`}
                            startValue={r.start}
                            endValue={r.end}
                            brush={r.brush}
                            outline={r.brush}
                            innerStartExtent={config.scaleInner}
                            innerEndExtent={config.scaleInner}
                            outerStartExtent={config.scaleOuter}
                            outerEndExtent={config.scaleOuter}
                        />
                    ))}
                </IgrLinearGauge>
            </div>
        </div>
    );
}
