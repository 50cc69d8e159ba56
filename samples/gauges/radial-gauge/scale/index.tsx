import { useState } from "react";
import { SweepDirection } from "igniteui-react-core";
import { IgrRadialGauge, IgrRadialGaugeModule, RadialGaugeScaleOversweepShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

type Direction = "Clockwise" | "Counterclockwise";
type Oversweep = "Auto" | "Circular" | "Fitted";

const brushes = [
    { value: "#b0bec5", text: "Grey" },
    { value: "#80cbc4", text: "Teal" },
    { value: "#ffab91", text: "Coral" },
];

export default function RadialGaugeScale() {
    const [startAngle, setStartAngle] = useState(135);
    const [endAngle, setEndAngle] = useState(45);
    const [direction, setDirection] = useState<Direction>("Clockwise");
    const [min, setMin] = useState(0);
    const [max, setMax] = useState(160);
    const [interval, setInterval] = useState(20);
    const [startExtent, setStartExtent] = useState(0.45);
    const [endExtent, setEndExtent] = useState(0.57);
    const [oversweep, setOversweep] = useState(6);
    const [oversweepShape, setOversweepShape] = useState<Oversweep>("Circular");
    const [brush, setBrush] = useState("#80cbc4");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Start angle" value={startAngle} min={0} max={360} step={5} format={(v) => `${v}°`} onChange={setStartAngle} />
                <SliderControl label="End angle" value={endAngle} min={0} max={360} step={5} format={(v) => `${v}°`} onChange={setEndAngle} />
                <SelectControl label="Sweep direction" value={direction} options={["Clockwise", "Counterclockwise"]} onChange={setDirection} />
                <SliderControl label="Minimum" value={min} min={0} max={60} step={10} onChange={setMin} />
                <SliderControl label="Maximum" value={max} min={100} max={200} step={10} onChange={setMax} />
                <SliderControl label="Interval" value={interval} min={5} max={40} step={5} onChange={setInterval} />
                <SliderControl label="Scale start extent" value={startExtent} min={0.2} max={0.55} step={0.01} onChange={setStartExtent} />
                <SliderControl label="Scale end extent" value={endExtent} min={0.5} max={0.75} step={0.01} onChange={setEndExtent} />
                <SliderControl label="Scale oversweep" value={oversweep} min={0} max={30} format={(v) => `${v}°`} onChange={setOversweep} />
                <SelectControl label="Oversweep shape" value={oversweepShape} options={["Auto", "Circular", "Fitted"]} onChange={setOversweepShape} />
                <SelectControl label="Scale brush" value={brush} options={brushes} onChange={setBrush} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    scaleStartAngle={startAngle}
                    scaleEndAngle={endAngle}
                    scaleSweepDirection={SweepDirection[direction]}
                    minimumValue={min}
                    maximumValue={max}
                    interval={interval}
                    scaleStartExtent={startExtent}
                    scaleEndExtent={endExtent}
                    scaleOversweep={oversweep}
                    scaleOversweepShape={RadialGaugeScaleOversweepShape[oversweepShape]}
                    scaleBrush={brush}
                    value={95}
                    titleText="Heart rate (bpm)"
                    titleExtent={0.3}
                />
            </div>
        </div>
    );
}
