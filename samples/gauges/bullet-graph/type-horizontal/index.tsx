import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange, LinearScaleOrientation } from "igniteui-react-gauges";
import { gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

interface Kpi {
    name: string;
    unit: string;
    max: number;
    interval: number;
    value: number;
    target: number;
    // Upper bounds of the poor and satisfactory bands.
    bands: [number, number];
}

const kpis: Kpi[] = [
    { name: "Revenue", unit: "US$ (1,000s)", max: 300, interval: 50, value: 270, target: 250, bands: [150, 225] },
    { name: "Profit", unit: "%", max: 30, interval: 5, value: 22.5, target: 26, bands: [20, 25] },
    { name: "Avg order size", unit: "US$", max: 600, interval: 100, value: 320, target: 550, bands: [350, 500] },
    { name: "New customers", unit: "count", max: 2500, interval: 500, value: 1650, target: 2100, bands: [1400, 2000] },
    { name: "Satisfaction", unit: "top rating of 5", max: 5, interval: 1, value: 4.7, target: 4.4, bands: [3.5, 4.25] },
];

export default function BulletGraphTypeHorizontal() {
    return (
        <div style={gaugePage}>
            <h3 style={{ margin: 0 }}>Company KPIs, year to date</h3>
            <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: "column", justifyContent: "center", gap: 8 }}>
                {kpis.map((k) => (
                    <div key={k.name} style={{ display: "flex", alignItems: "center", gap: 12 }}>
                        <div style={{ width: 140, textAlign: "right" }}>
                            <b>{k.name}</b>
                            <br />
                            <small>{k.unit}</small>
                        </div>
                        <IgrBulletGraph
                            width="100%"
                            height="80px"
                            // Horizontal is the default: the scale runs left to right.
                            orientation={LinearScaleOrientation.Horizontal}
                            minimumValue={0}
                            maximumValue={k.max}
                            interval={k.interval}
                            minorTickCount={4}
                            value={k.value}
                            targetValue={k.target}
                            valueBrush="#263238"
                            valueOutline="#263238"
                            targetValueBrush="#263238"
                            targetValueOutline="#263238"
                            backingBrush="transparent"
                            backingOutline="transparent"
                        >
                            <IgrLinearGraphRange name="poor" startValue={0} endValue={k.bands[0]} brush="#a8a8a8" outline="#a8a8a8" />
                            <IgrLinearGraphRange name="satisfactory" startValue={k.bands[0]} endValue={k.bands[1]} brush="#cccccc" outline="#cccccc" />
                            <IgrLinearGraphRange name="good" startValue={k.bands[1]} endValue={k.max} brush="#e8e8e8" outline="#e8e8e8" />
                        </IgrBulletGraph>
                    </div>
                ))}
            </div>
        </div>
    );
}
