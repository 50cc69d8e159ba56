import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SelectControl, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

const valueColors = [
    { value: "#263238", text: "Charcoal" },
    { value: "#1565c0", text: "Blue" },
    { value: "#2e7d32", text: "Green" },
];
const targetColors = [
    { value: "#d32f2f", text: "Red" },
    { value: "#ff6f00", text: "Amber" },
    { value: "#000000", text: "Black" },
];

export default function BulletGraphMeasures() {
    // The two measures of a bullet graph: the performance value (bar) and the target (marker).
    const [value, setValue] = useState(742);
    const [target, setTarget] = useState(800);
    const [valueColor, setValueColor] = useState("#263238");
    const [valueInner, setValueInner] = useState(0.4);
    const [valueOuter, setValueOuter] = useState(0.6);
    const [targetColor, setTargetColor] = useState("#d32f2f");
    const [targetBreadth, setTargetBreadth] = useState(4);
    const [targetInner, setTargetInner] = useState(0.2);
    const [targetOuter, setTargetOuter] = useState(0.8);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Value" value={value} min={0} max={1000} step={2} format={(v) => `${v} units`} onChange={setValue} />
                <SelectControl label="Value brush" value={valueColor} options={valueColors} onChange={setValueColor} />
                <SliderControl label="Value inner extent" value={valueInner} min={0} max={0.5} step={0.01} onChange={setValueInner} />
                <SliderControl label="Value outer extent" value={valueOuter} min={0.5} max={1} step={0.01} onChange={setValueOuter} />
                <SliderControl label="Target value" value={target} min={0} max={1000} step={10} format={(v) => `${v} units`} onChange={setTarget} />
                <SelectControl label="Target brush" value={targetColor} options={targetColors} onChange={setTargetColor} />
                <SliderControl label="Target breadth" value={targetBreadth} min={1} max={20} format={(v) => `${v}px`} onChange={setTargetBreadth} />
                <SliderControl label="Target inner extent" value={targetInner} min={0} max={0.5} step={0.01} onChange={setTargetInner} />
                <SliderControl label="Target outer extent" value={targetOuter} min={0.5} max={1} step={0.01} onChange={setTargetOuter} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>
                    Units shipped this month: {value} of {target} ({Math.round((value / target) * 100)}% of target)
                </h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={0}
                    maximumValue={1000}
                    interval={100}
                    value={value}
                    valueBrush={valueColor}
                    valueOutline={valueColor}
                    valueInnerExtent={valueInner}
                    valueOuterExtent={valueOuter}
                    targetValue={target}
                    targetValueBrush={targetColor}
                    targetValueOutline={targetColor}
                    targetValueBreadth={targetBreadth}
                    targetValueInnerExtent={targetInner}
                    targetValueOuterExtent={targetOuter}
                >
                    <IgrLinearGraphRange name="poor" startValue={0} endValue={500} brush="#bdbdbd" outline="#bdbdbd" />
                    <IgrLinearGraphRange name="fair" startValue={500} endValue={750} brush="#d6d6d6" outline="#d6d6d6" />
                    <IgrLinearGraphRange name="good" startValue={750} endValue={1000} brush="#eeeeee" outline="#eeeeee" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
