import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

// Upper band: blood pressure categories for the systolic reading (mmHg).
const categories = [
    { name: "Normal", start: 80, end: 120, brush: "#66bb6a" },
    { name: "Elevated", start: 120, end: 130, brush: "#d4e157" },
    { name: "Stage 1", start: 130, end: 140, brush: "#ffca28" },
    { name: "Stage 2", start: 140, end: 180, brush: "#ff7043" },
    { name: "Crisis", start: 180, end: 200, brush: "#c62828" },
];

// Lower band: the patient's personal target, set by the doctor.
const target = { start: 110, end: 130 };

export default function LinearGaugeTypeMultiRange() {
    const [systolic, setSystolic] = useState(134);
    const category = categories.find((c) => systolic < c.end) ?? categories[categories.length - 1]!;
    const inTarget = systolic >= target.start && systolic <= target.end;

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Systolic pressure" value={systolic} min={80} max={200} format={(v) => `${v} mmHg`} onChange={setSystolic} />
                <span style={{ paddingBottom: 6 }}>
                    Category: <b>{category.name}</b> · {inTarget ? "within" : "outside"} personal target
                </span>
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="200px"
                    minimumValue={80}
                    maximumValue={200}
                    interval={10}
                    minorTickCount={1}
                    value={systolic}
                    scaleBrush="transparent"
                    tickStartExtent={0.05}
                    tickEndExtent={0.2}
                    minorTickStartExtent={0.12}
                    minorTickEndExtent={0.2}
                    needleShape={LinearGraphNeedleShape.Trapezoid}
                    needleBreadth={12}
                    needleInnerExtent={0.2}
                    needleOuterExtent={0.98}
                    needleBrush="#212121"
                    needleOutline="#ffffff"
                    needleStrokeThickness={2}
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    {/* Ranges can sit in separate bands: categories on top, the target range below. */}
                    {categories.map((c) => (
                        <IgrLinearGraphRange
                            key={c.name}
                            name={c.name}
                            startValue={c.start}
                            endValue={c.end}
                            brush={c.brush}
                            outline="#ffffff"
                            strokeThickness={2}
                            innerStartExtent={0.55}
                            innerEndExtent={0.55}
                            outerStartExtent={0.92}
                            outerEndExtent={0.92}
                        />
                    ))}
                    <IgrLinearGraphRange
                        key="target"
                        name="target"
                        startValue={target.start}
                        endValue={target.end}
                        brush="#42a5f5"
                        outline="#1565c0"
                        strokeThickness={2}
                        innerStartExtent={0.28}
                        innerEndExtent={0.28}
                        outerStartExtent={0.48}
                        outerEndExtent={0.48}
                    />
                </IgrLinearGauge>
                <div style={{ display: "flex", flexWrap: "wrap", gap: 16, justifyContent: "center" }}>
                    {[...categories, { name: "Personal target", brush: "#42a5f5" }].map((c) => (
                        <span key={c.name}>
                            <span style={{ display: "inline-block", width: 12, height: 12, background: c.brush, marginRight: 6 }} />
                            {c.name}
                        </span>
                    ))}
                </div>
            </div>
        </div>
    );
}
