import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange, LinearScaleOrientation } from "igniteui-react-gauges";
import { gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

// Quarterly sales per region in US$ millions.
const regions = [
    { name: "North", value: 4.2, target: 4.5 },
    { name: "South", value: 5.1, target: 4.0 },
    { name: "East", value: 3.3, target: 3.8 },
    { name: "West", value: 4.8, target: 5.2 },
    { name: "Online", value: 5.6, target: 5.0 },
];

export default function BulletGraphTypeVertical() {
    return (
        <div style={gaugePage}>
            <h3 style={{ margin: 0 }}>Q3 sales by region (US$ millions)</h3>
            <div style={{ flex: 1, minHeight: 300, display: "flex", justifyContent: "center", gap: 32 }}>
                {regions.map((r) => (
                    <div key={r.name} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 4 }}>
                        <IgrBulletGraph
                            width="110px"
                            height="100%"
                            // Vertical: the minimum is at the bottom and the bar grows upward.
                            orientation={LinearScaleOrientation.Vertical}
                            minimumValue={0}
                            maximumValue={6}
                            interval={1}
                            minorTickCount={1}
                            labelFormat="${0}M"
                            value={r.value}
                            targetValue={r.target}
                            valueBrush={r.value >= r.target ? "#2e7d32" : "#c62828"}
                            valueOutline={r.value >= r.target ? "#2e7d32" : "#c62828"}
                            targetValueBrush="#212121"
                            targetValueOutline="#212121"
                            targetValueBreadth={4}
                            backingBrush="transparent"
                            backingOutline="transparent"
                        >
                            <IgrLinearGraphRange name="poor" startValue={0} endValue={3} brush="#b0b0b0" outline="#b0b0b0" />
                            <IgrLinearGraphRange name="fair" startValue={3} endValue={4.5} brush="#d0d0d0" outline="#d0d0d0" />
                            <IgrLinearGraphRange name="good" startValue={4.5} endValue={6} brush="#ebebeb" outline="#ebebeb" />
                        </IgrBulletGraph>
                        <b>{r.name}</b>
                        <small>
                            ${r.value}M / ${r.target}M
                        </small>
                    </div>
                ))}
            </div>
        </div>
    );
}
