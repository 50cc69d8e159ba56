import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, LinearGraphNeedleShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    gaugeCenter,
    gaugePage,
} from "../../_shared/controls";

IgrLinearGaugeModule.register();

const colors = [
    { value: "#212121", text: "Black" },
    { value: "#6d4c41", text: "Brown" },
    { value: "#1565c0", text: "Blue" },
];

export default function LinearGaugeTickmarks() {
    const [interval, setInterval] = useState(10);
    const [tickStart, setTickStart] = useState(0.05);
    const [tickEnd, setTickEnd] = useState(0.6);
    const [tickThickness, setTickThickness] = useState(2);
    const [skipFirst, setSkipFirst] = useState(0);
    const [minorCount, setMinorCount] = useState(9);
    const [minorStart, setMinorStart] = useState(0.05);
    const [minorEnd, setMinorEnd] = useState(0.3);
    const [minorThickness, setMinorThickness] = useState(1);
    const [color, setColor] = useState("#212121");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Interval" value={interval} min={5} max={50} step={5} format={(v) => `${v} cm`} onChange={setInterval} />
                <SliderControl label="Tick start extent" value={tickStart} min={0} max={0.5} step={0.01} onChange={setTickStart} />
                <SliderControl label="Tick end extent" value={tickEnd} min={0.3} max={1} step={0.01} onChange={setTickEnd} />
                <SliderControl label="Tick thickness" value={tickThickness} min={1} max={6} onChange={setTickThickness} />
                <SliderControl label="Ticks post initial" value={skipFirst} min={0} max={50} step={10} onChange={setSkipFirst} />
                <SelectControl label="Tick brush" value={color} options={colors} onChange={setColor} />
                <SliderControl label="Minor tick count" value={minorCount} min={0} max={9} onChange={setMinorCount} />
                <SliderControl label="Minor start extent" value={minorStart} min={0} max={0.5} step={0.01} onChange={setMinorStart} />
                <SliderControl label="Minor end extent" value={minorEnd} min={0.1} max={1} step={0.01} onChange={setMinorEnd} />
                <SliderControl label="Minor thickness" value={minorThickness} min={1} max={4} onChange={setMinorThickness} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={0}
                    maximumValue={200}
                    value={142}
                    interval={interval}
                    tickStartExtent={tickStart}
                    tickEndExtent={tickEnd}
                    tickStrokeThickness={tickThickness}
                    tickBrush={color}
                    // Leave out major ticks for this many scale units after the minimum.
                    ticksPostInitial={skipFirst}
                    minorTickCount={minorCount}
                    minorTickStartExtent={minorStart}
                    minorTickEndExtent={minorEnd}
                    minorTickStrokeThickness={minorThickness}
                    minorTickBrush={color}
                    // A tape measure's cream card in every theme: the tick inks to pick from are dark, and so are the labels.
                    backingBrush="#fff8e1"
                    backingOutline="#d7ccc8"
                    fontBrush="#3e2723"
                    scaleBrush="transparent"
                    needleShape={LinearGraphNeedleShape.Triangle}
                    needleBreadth={16}
                    needleInnerExtent={0.65}
                    needleOuterExtent={0.95}
                    needleBrush="#e53935"
                    needleOutline="#e53935"
                />
                <p style={{ textAlign: "center", margin: 8 }}>Tape measure: 142 cm</p>
            </div>
        </div>
    );
}
