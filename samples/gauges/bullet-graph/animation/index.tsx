import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { AnimationControls, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

interface GraphConfig {
    name: string;
    format: string;
    min: number;
    max: number;
    interval: number;
    value: number;
    target: number;
    valueBrush: string;
    // Qualitative bands, poor to good.
    bands: [number, number];
    palette: [string, string, string];
}

// Each click moves to the next KPI; value, target, scale and ranges all animate.
const configs: GraphConfig[] = [
    {
        name: "Revenue (k$)",
        format: "${0}k",
        min: 0,
        max: 300,
        interval: 50,
        value: 270,
        target: 250,
        valueBrush: "#263238",
        bands: [150, 225],
        palette: ["#bdbdbd", "#d6d6d6", "#ececec"],
    },
    {
        name: "Customer satisfaction",
        format: "{0}",
        min: 0,
        max: 5,
        interval: 1,
        value: 3.6,
        target: 4.2,
        valueBrush: "#1565c0",
        bands: [2.5, 3.75],
        palette: ["#90caf9", "#bbdefb", "#e3f2fd"],
    },
    {
        name: "Profit margin (%)",
        format: "{0}%",
        min: 0,
        max: 40,
        interval: 5,
        value: 18,
        target: 27,
        valueBrush: "#2e7d32",
        bands: [15, 25],
        palette: ["#a5d6a7", "#c8e6c9", "#e8f5e9"],
    },
    {
        name: "New customers",
        format: "{0}",
        min: 0,
        max: 2000,
        interval: 250,
        value: 1650,
        target: 1500,
        valueBrush: "#6a1b9a",
        bands: [900, 1400],
        palette: ["#ce93d8", "#e1bee7", "#f3e5f5"],
    },
];

export default function BulletGraphAnimation() {
    const [index, setIndex] = useState(0);
    const [duration, setDuration] = useState(1000);
    const config = configs[index % configs.length]!;
    const next = configs[(index + 1) % configs.length]!;
    const edges = [config.min, config.bands[0], config.bands[1], config.max];

    return (
        <div style={gaugePage}>
            <AnimationControls nextName={next.name} onNext={() => setIndex((i) => i + 1)} duration={duration} onDuration={setDuration} />
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>
                    {config.name}: {config.value} (target {config.target})
                </h3>
                <IgrBulletGraph
                    width="100%"
                    height="140px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    transitionDuration={duration}
                    minimumValue={config.min}
                    maximumValue={config.max}
                    interval={config.interval}
                    labelFormat={config.format}
                    value={config.value}
                    targetValue={config.target}
                    valueBrush={config.valueBrush}
                    valueOutline={config.valueBrush}
                    targetValueBrush="#d32f2f"
                    targetValueOutline="#d32f2f"
                >
                    {config.palette.map((brush, i) => (
                        <IgrLinearGraphRange
                            key={`band${i}`}
                            name={`band${i}`}
                            startValue={edges[i]}
                            endValue={edges[i + 1]}
                            brush={brush}
                            outline={brush}
                        />
                    ))}
                </IgrBulletGraph>
            </div>
        </div>
    );
}
