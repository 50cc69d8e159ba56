import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

const allowance = 50;

export default function BulletGraphTypeFilled() {
    const [used, setUsed] = useState(37.5);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Data used" value={used} min={0} max={80} step={0.5} format={(v) => `${v} GB`} onChange={setUsed} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>
                    Mobile data used: {used} GB of {allowance} GB
                </h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    minimumValue={0}
                    maximumValue={80}
                    interval={10}
                    minorTickCount={4}
                    labelFormat="{0} GB"
                    value={used}
                    targetValue={allowance}
                    // The value bar fills the same band as the ranges instead of a thin bar in the middle.
                    rangeInnerExtent={0.2}
                    rangeOuterExtent={0.85}
                    valueInnerExtent={0.2}
                    valueOuterExtent={0.85}
                    valueBrush={used > allowance ? "#e53935" : "#00897b"}
                    valueOutline={used > allowance ? "#b71c1c" : "#00695c"}
                    valueStrokeThickness={1}
                    targetValueBrush="#212121"
                    targetValueOutline="#212121"
                    targetValueBreadth={5}
                    targetValueInnerExtent={0.1}
                    targetValueOuterExtent={0.95}
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    <IgrLinearGraphRange name="plan" startValue={0} endValue={allowance} brush="#e0f2f1" outline="#e0f2f1" />
                    <IgrLinearGraphRange name="extra" startValue={allowance} endValue={80} brush="#ffebee" outline="#ffebee" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
