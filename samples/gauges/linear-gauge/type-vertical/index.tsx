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

// Each tank has a warning zone: running out of fresh water or fuel, or a full grey water tank.
const tanks = [
    { name: "Fresh water", color: "#b3e5fc", warnFrom: 0, warnTo: 20 },
    { name: "Grey water", color: "#cfd8dc", warnFrom: 80, warnTo: 100 },
    { name: "Fuel", color: "#ffe0b2", warnFrom: 0, warnTo: 15 },
];

export default function LinearGaugeTypeVertical() {
    const [levels, setLevels] = useState([78, 35, 52]);

    return (
        <div style={gaugePage}>
            <ControlBar>
                {tanks.map((t, i) => (
                    <SliderControl
                        key={t.name}
                        label={t.name}
                        value={levels[i] ?? 0}
                        min={0}
                        max={100}
                        format={(v) => `${v}%`}
                        onChange={(v) => setLevels((l) => l.map((x, j) => (j === i ? v : x)))}
                    />
                ))}
            </ControlBar>
            <div style={{ flex: 1, minHeight: 300, display: "flex", justifyContent: "center", gap: 48 }}>
                {tanks.map((t, i) => (
                    <div key={t.name} style={{ display: "flex", flexDirection: "column", alignItems: "center", gap: 4 }}>
                        <IgrLinearGauge
                            width="130px"
                            height="100%"
                            // Vertical orientation: the minimum is at the bottom, the maximum at the top.
                            orientation={LinearScaleOrientation.Vertical}
                            minimumValue={0}
                            maximumValue={100}
                            interval={25}
                            minorTickCount={4}
                            labelFormat="{0}%"
                            value={levels[i] ?? 0}
                            scaleInnerExtent={0.35}
                            scaleOuterExtent={0.85}
                            needleShape={LinearGraphNeedleShape.Trapezoid}
                            needleBreadth={12}
                            needleInnerExtent={0.25}
                            needleOuterExtent={1}
                            needleBrush="#37474f"
                            needleOutline="#37474f"
                            backingBrush="transparent"
                            backingOutline="transparent"
                        >
                            <IgrLinearGraphRange name="tank" startValue={0} endValue={100} brush={t.color} outline={t.color} innerStartExtent={0.35} innerEndExtent={0.35} outerStartExtent={0.85} outerEndExtent={0.85} />
                            <IgrLinearGraphRange name="warning" startValue={t.warnFrom} endValue={t.warnTo} brush="#ef5350" outline="#ef5350" innerStartExtent={0.35} innerEndExtent={0.35} outerStartExtent={0.85} outerEndExtent={0.85} />
                        </IgrLinearGauge>
                        <b>{t.name}</b>
                    </div>
                ))}
            </div>
        </div>
    );
}
