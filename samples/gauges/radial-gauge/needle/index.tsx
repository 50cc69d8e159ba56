import { useState } from "react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

type Shape = keyof typeof RadialGaugeNeedleShape;
type Pivot = keyof typeof RadialGaugePivotShape;

const shapes: Shape[] = ["Needle", "NeedleWithBulb", "Rectangle", "RectangleWithBulb", "Triangle", "TriangleWithBulb", "Trapezoid", "TrapezoidWithBulb"];
const pivots: Pivot[] = ["Circle", "CircleWithHole", "CircleOverlay", "CircleOverlayWithHole", "CircleUnderlay", "CircleUnderlayWithHole", "None"];
const colors = [
    { value: "#e53935", text: "Red" },
    { value: "#1e88e5", text: "Blue" },
    { value: "#43a047", text: "Green" },
    { value: "#212121", text: "Black" },
];

export default function RadialGaugeNeedle() {
    const [value, setValue] = useState(46);
    const [shape, setShape] = useState<Shape>("NeedleWithBulb");
    const [pivot, setPivot] = useState<Pivot>("CircleWithHole");
    const [color, setColor] = useState("#e53935");
    const [startExtent, setStartExtent] = useState(-0.15);
    const [endExtent, setEndExtent] = useState(0.6);
    const [width, setWidth] = useState(0.05);
    const [dragging, setDragging] = useState(true);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SelectControl label="Needle shape" value={shape} options={shapes} onChange={setShape} />
                <SelectControl label="Pivot shape" value={pivot} options={pivots} onChange={setPivot} />
                <SelectControl label="Needle brush" value={color} options={colors} onChange={setColor} />
                <SliderControl label="Start extent" value={startExtent} min={-0.4} max={0.3} step={0.01} onChange={setStartExtent} />
                <SliderControl label="End extent" value={endExtent} min={0.3} max={0.8} step={0.01} onChange={setEndExtent} />
                <SliderControl label="Width ratio" value={width} min={0.01} max={0.15} step={0.01} onChange={setWidth} />
                <SwitchControl label="Drag the needle" checked={dragging} onChange={setDragging} />
                <span style={{ paddingBottom: 6 }}>
                    Wind speed: <b>{value} km/h</b>
                </span>
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={120}
                    interval={10}
                    minorTickCount={4}
                    scaleBrush="#e0e0e0"
                    value={value}
                    needleShape={RadialGaugeNeedleShape[shape]}
                    needlePivotShape={RadialGaugePivotShape[pivot]}
                    needleBrush={color}
                    needleOutline={color}
                    needlePivotBrush={color}
                    needlePivotOutline={color}
                    needleStartExtent={startExtent}
                    needleEndExtent={endExtent}
                    needleStartWidthRatio={width}
                    needleEndWidthRatio={width / 4}
                    needleBaseFeatureWidthRatio={width}
                    needlePointFeatureWidthRatio={width / 2}
                    needlePivotWidthRatio={0.15}
                    needlePivotInnerWidthRatio={0.06}
                    isNeedleDraggingEnabled={dragging}
                    valueChanged={(_s, e) => setValue(Math.round(e.newValue))}
                    titleText="km/h"
                    titleExtent={0.45}
                >
                    <IgrRadialGaugeRange name="gale" startValue={62} endValue={88} brush="#ffe082" />
                    <IgrRadialGaugeRange name="storm" startValue={88} endValue={120} brush="#ef9a9a" />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
