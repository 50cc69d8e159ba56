import { useState } from "react";
import {
    IgrLinearGauge,
    IgrLinearGaugeModule,
    IgrLinearGraphRange,
    LinearGraphNeedleShape,
    LinearScaleOrientation,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

interface Sensor {
    name: string;
    unit: string;
    min: number;
    max: number;
    interval: number;
    // [end of good zone, end of fair zone]
    zones: [number, number];
}

const sensors: Sensor[] = [
    { name: "Temperature", unit: "°C", min: 10, max: 35, interval: 5, zones: [24, 28] },
    { name: "Humidity", unit: "%", min: 0, max: 100, interval: 10, zones: [60, 75] },
    { name: "CO₂", unit: "ppm", min: 400, max: 2000, interval: 200, zones: [1000, 1400] },
];

export default function LinearGaugeTypeHorizontal() {
    const [readings, setReadings] = useState([22.5, 48, 1180]);

    return (
        <div style={gaugePage}>
            <ControlBar>
                {sensors.map((s, i) => (
                    <SliderControl
                        key={s.name}
                        label={s.name}
                        value={readings[i] ?? s.min}
                        min={s.min}
                        max={s.max}
                        step={s.interval / 10}
                        format={(v) => `${v} ${s.unit}`}
                        onChange={(v) => setReadings((r) => r.map((x, j) => (j === i ? v : x)))}
                    />
                ))}
            </ControlBar>
            <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: "column", justifyContent: "center", gap: 16 }}>
                {sensors.map((s, i) => (
                    <div key={s.name} style={{ display: "flex", alignItems: "center", gap: 12 }}>
                        <b style={{ width: 110, textAlign: "right" }}>
                            {s.name}
                            <br />
                            <small>{s.unit}</small>
                        </b>
                        <IgrLinearGauge
                            width="100%"
                            height="90px"
                            // Horizontal is the default orientation: the scale runs left to right.
                            orientation={LinearScaleOrientation.Horizontal}
                            minimumValue={s.min}
                            maximumValue={s.max}
                            interval={s.interval}
                            minorTickCount={1}
                            value={readings[i] ?? s.min}
                            scaleInnerExtent={0.35}
                            scaleOuterExtent={0.7}
                            tickStartExtent={0.2}
                            tickEndExtent={0.35}
                            minorTickStartExtent={0.27}
                            minorTickEndExtent={0.35}
                            needleShape={LinearGraphNeedleShape.Rectangle}
                            needleBreadth={6}
                            needleInnerExtent={0.25}
                            needleOuterExtent={0.8}
                            needleBrush="#263238"
                            needleOutline="#263238"
                            backingBrush="transparent"
                            backingOutline="transparent"
                        >
                            <IgrLinearGraphRange name="good" startValue={s.min} endValue={s.zones[0]} brush="#a5d6a7" outline="#a5d6a7" innerStartExtent={0.35} innerEndExtent={0.35} outerStartExtent={0.7} outerEndExtent={0.7} />
                            <IgrLinearGraphRange name="fair" startValue={s.zones[0]} endValue={s.zones[1]} brush="#ffe082" outline="#ffe082" innerStartExtent={0.35} innerEndExtent={0.35} outerStartExtent={0.7} outerEndExtent={0.7} />
                            <IgrLinearGraphRange name="poor" startValue={s.zones[1]} endValue={s.max} brush="#ef9a9a" outline="#ef9a9a" innerStartExtent={0.35} innerEndExtent={0.35} outerStartExtent={0.7} outerEndExtent={0.7} />
                        </IgrLinearGauge>
                    </div>
                ))}
            </div>
        </div>
    );
}
