import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeCenter,
    gaugePage,
} from "../../_shared/controls";

IgrLinearGaugeModule.register();

type Shape = "Needle" | "Rectangle" | "Triangle" | "Trapezoid" | "Custom";

const colors = [
    { value: "#d81b60", text: "Magenta" },
    { value: "#3949ab", text: "Indigo" },
    { value: "#00897b", text: "Teal" },
];

export default function LinearGaugeNeedle() {
    const [value, setValue] = useState(7.2);
    const [shape, setShape] = useState<Shape>("Custom");
    const [breadth, setBreadth] = useState(14);
    const [inner, setInner] = useState(0.1);
    const [outer, setOuter] = useState(0.9);
    const [color, setColor] = useState("#3949ab");
    const [thickness, setThickness] = useState(1);
    const [dragging, setDragging] = useState(true);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SelectControl label="Needle shape" value={shape} options={["Needle", "Rectangle", "Triangle", "Trapezoid", "Custom"]} onChange={setShape} />
                <SliderControl label="Needle breadth" value={breadth} min={2} max={40} format={(v) => `${v}px`} onChange={setBreadth} />
                <SliderControl label="Inner extent" value={inner} min={0} max={0.5} step={0.01} onChange={setInner} />
                <SliderControl label="Outer extent" value={outer} min={0.5} max={1} step={0.01} onChange={setOuter} />
                <SelectControl label="Needle brush" value={color} options={colors} onChange={setColor} />
                <SliderControl label="Outline thickness" value={thickness} min={0} max={5} onChange={setThickness} />
                <SwitchControl label="Drag the needle" checked={dragging} onChange={setDragging} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={0}
                    maximumValue={14}
                    interval={1}
                    minorTickCount={4}
                    value={value}
                    needleShape={LinearGraphNeedleShape[shape]}
                    needleBreadth={breadth}
                    needleInnerExtent={inner}
                    needleOuterExtent={outer}
                    // The Custom shape is drawn from these widths and extents: an arrow pointing at the scale.
                    needleInnerBaseWidth={0}
                    needleInnerPointWidth={0.1}
                    needleInnerPointExtent={0.35}
                    needleOuterPointWidth={0.04}
                    needleOuterPointExtent={0.35}
                    needleOuterBaseWidth={0.04}
                    needleBrush={color}
                    needleOutline="#212121"
                    needleStrokeThickness={thickness}
                    isNeedleDraggingEnabled={dragging}
                    valueChanged={(_s, e) => setValue(Math.round(e.newValue * 10) / 10)}
                    scaleBrush="#eceff1"
                    scaleInnerExtent={0.3}
                    scaleOuterExtent={0.6}
                >
                    <IgrLinearGraphRange name="acid" startValue={0} endValue={6.5} brush="#ffab91" outline="#ffab91" innerStartExtent={0.3} innerEndExtent={0.3} outerStartExtent={0.6} outerEndExtent={0.6} />
                    <IgrLinearGraphRange name="neutral" startValue={6.5} endValue={7.5} brush="#a5d6a7" outline="#a5d6a7" innerStartExtent={0.3} innerEndExtent={0.3} outerStartExtent={0.6} outerEndExtent={0.6} />
                    <IgrLinearGraphRange name="alkaline" startValue={7.5} endValue={14} brush="#9fa8da" outline="#9fa8da" innerStartExtent={0.3} innerEndExtent={0.3} outerStartExtent={0.6} outerEndExtent={0.6} />
                </IgrLinearGauge>
                <p style={{ textAlign: "center", margin: 8 }}>
                    Pool water pH: <b>{value.toFixed(1)}</b>
                </p>
            </div>
        </div>
    );
}
