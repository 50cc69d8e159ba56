import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, LinearGraphNeedleShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeCenter,
    gaugePage,
} from "../../_shared/controls";

IgrLinearGaugeModule.register();

const brushes = [
    { value: "#b2dfdb", text: "Teal" },
    { value: "#d1c4e9", text: "Lavender" },
    { value: "#ffe0b2", text: "Apricot" },
];

export default function LinearGaugeScale() {
    const [min, setMin] = useState(900);
    const [max, setMax] = useState(1060);
    const [interval, setInterval] = useState(20);
    const [inverted, setInverted] = useState(false);
    const [start, setStart] = useState(0.05);
    const [end, setEnd] = useState(0.95);
    const [inner, setInner] = useState(0.35);
    const [outer, setOuter] = useState(0.65);
    const [brush, setBrush] = useState("#b2dfdb");
    const [thickness, setThickness] = useState(2);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Minimum" value={min} min={860} max={980} step={20} onChange={setMin} />
                <SliderControl label="Maximum" value={max} min={1020} max={1100} step={20} onChange={setMax} />
                <SliderControl label="Interval" value={interval} min={10} max={50} step={10} onChange={setInterval} />
                <SwitchControl label="Scale inverted" checked={inverted} onChange={setInverted} />
                <SliderControl label="Scale start extent" value={start} min={0} max={0.3} step={0.01} onChange={setStart} />
                <SliderControl label="Scale end extent" value={end} min={0.7} max={1} step={0.01} onChange={setEnd} />
                <SliderControl label="Scale inner extent" value={inner} min={0} max={0.5} step={0.01} onChange={setInner} />
                <SliderControl label="Scale outer extent" value={outer} min={0.5} max={1} step={0.01} onChange={setOuter} />
                <SelectControl label="Scale brush" value={brush} options={brushes} onChange={setBrush} />
                <SliderControl label="Outline thickness" value={thickness} min={0} max={6} onChange={setThickness} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={min}
                    maximumValue={max}
                    interval={interval}
                    minorTickCount={3}
                    value={1013}
                    isScaleInverted={inverted}
                    // Start and end extents place the scale along the gauge; inner and outer across it.
                    scaleStartExtent={start}
                    scaleEndExtent={end}
                    scaleInnerExtent={inner}
                    scaleOuterExtent={outer}
                    scaleBrush={brush}
                    scaleOutline="#455a64"
                    scaleStrokeThickness={thickness}
                    needleShape={LinearGraphNeedleShape.Rectangle}
                    needleBreadth={5}
                    needleBrush="#c62828"
                    needleOutline="#c62828"
                />
                <p style={{ textAlign: "center", margin: 8 }}>Air pressure: 1013 hPa</p>
            </div>
        </div>
    );
}
