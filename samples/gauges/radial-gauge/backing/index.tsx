import { useState } from "react";
import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange, RadialGaugeBackingShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

type Shape = "Circular" | "Fitted";

const fills = [
    { value: "#f5f5f5", text: "Light grey" },
    { value: "#263238", text: "Charcoal" },
    { value: "#e3f2fd", text: "Ice blue" },
    { value: "#fff8e1", text: "Cream" },
];

export default function RadialGaugeBacking() {
    const [shape, setShape] = useState<Shape>("Fitted");
    const [fill, setFill] = useState("#263238");
    const [outerExtent, setOuterExtent] = useState(0.85);
    const [innerExtent, setInnerExtent] = useState(0.15);
    const [cornerRadius, setCornerRadius] = useState(12);
    const [oversweep, setOversweep] = useState(8);
    const [thickness, setThickness] = useState(6);

    const dark = fill === "#263238";

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SelectControl label="Backing shape" value={shape} options={["Circular", "Fitted"]} onChange={setShape} />
                <SelectControl label="Backing brush" value={fill} options={fills} onChange={setFill} />
                <SliderControl label="Outer extent" value={outerExtent} min={0.4} max={1} step={0.01} onChange={setOuterExtent} />
                <SliderControl label="Inner extent" value={innerExtent} min={0} max={0.4} step={0.01} onChange={setInnerExtent} />
                <SliderControl label="Corner radius" value={cornerRadius} min={0} max={40} onChange={setCornerRadius} />
                <SliderControl label="Oversweep" value={oversweep} min={0} max={30} format={(v) => `${v}°`} onChange={setOversweep} />
                <SliderControl label="Outline thickness" value={thickness} min={0} max={20} onChange={setThickness} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={10}
                    interval={1}
                    minorTickCount={4}
                    value={6.3}
                    scaleStartAngle={150}
                    scaleEndAngle={30}
                    scaleBrush="#b0bec5"
                    backingShape={RadialGaugeBackingShape[shape]}
                    backingBrush={fill}
                    backingOutline="#90a4ae"
                    backingStrokeThickness={thickness}
                    backingOuterExtent={outerExtent}
                    backingInnerExtent={innerExtent}
                    backingCornerRadius={cornerRadius}
                    backingOversweep={oversweep}
                    fontBrush={dark ? "#eceff1" : "#37474f"}
                    tickBrush={dark ? "#eceff1" : "#37474f"}
                    minorTickBrush={dark ? "#b0bec5" : "#78909c"}
                    needleBrush="#ff7043"
                    needleOutline="#ff7043"
                    titleText="Boiler pressure (bar)"
                    titleBrush={dark ? "#eceff1" : "#37474f"}
                    titleExtent={0.3}
                    titleAngle={270}
                >
                    <IgrRadialGaugeRange name="safe" startValue={0} endValue={7} brush="#66bb6a" outerStartExtent={0.57} outerEndExtent={0.57} innerStartExtent={0.52} innerEndExtent={0.52} />
                    <IgrRadialGaugeRange name="high" startValue={7} endValue={10} brush="#ef5350" outerStartExtent={0.57} outerEndExtent={0.57} innerStartExtent={0.52} innerEndExtent={0.52} />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
