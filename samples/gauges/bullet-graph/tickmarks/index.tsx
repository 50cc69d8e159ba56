import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SelectControl, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

const colors = [
    { value: "#616161", text: "Grey" },
    { value: "#0d47a1", text: "Navy" },
    { value: "#bf360c", text: "Rust" },
];

export default function BulletGraphTickmarks() {
    const [interval, setInterval] = useState(10);
    const [tickStart, setTickStart] = useState(0.05);
    const [tickEnd, setTickEnd] = useState(0.15);
    const [tickThickness, setTickThickness] = useState(2);
    const [skipFirst, setSkipFirst] = useState(0);
    const [skipLast, setSkipLast] = useState(0);
    const [minorCount, setMinorCount] = useState(4);
    const [minorStart, setMinorStart] = useState(0.05);
    const [minorEnd, setMinorEnd] = useState(0.1);
    const [minorThickness, setMinorThickness] = useState(1);
    const [color, setColor] = useState("#616161");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Interval" value={interval} min={5} max={25} step={5} onChange={setInterval} />
                <SliderControl label="Tick start extent" value={tickStart} min={0} max={0.5} step={0.01} onChange={setTickStart} />
                <SliderControl label="Tick end extent" value={tickEnd} min={0.1} max={1} step={0.01} onChange={setTickEnd} />
                <SliderControl label="Tick thickness" value={tickThickness} min={1} max={6} onChange={setTickThickness} />
                <SliderControl label="Ticks post initial" value={skipFirst} min={0} max={30} step={5} onChange={setSkipFirst} />
                <SliderControl label="Ticks pre terminal" value={skipLast} min={0} max={30} step={5} onChange={setSkipLast} />
                <SelectControl label="Tick brush" value={color} options={colors} onChange={setColor} />
                <SliderControl label="Minor tick count" value={minorCount} min={0} max={9} onChange={setMinorCount} />
                <SliderControl label="Minor start extent" value={minorStart} min={0} max={0.5} step={0.01} onChange={setMinorStart} />
                <SliderControl label="Minor end extent" value={minorEnd} min={0.05} max={1} step={0.01} onChange={setMinorEnd} />
                <SliderControl label="Minor thickness" value={minorThickness} min={1} max={4} onChange={setMinorThickness} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Hospital bed occupancy (%)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="160px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={0}
                    maximumValue={100}
                    value={87}
                    targetValue={85}
                    interval={interval}
                    tickStartExtent={tickStart}
                    tickEndExtent={tickEnd}
                    tickStrokeThickness={tickThickness}
                    tickBrush={color}
                    ticksPostInitial={skipFirst}
                    ticksPreTerminal={skipLast}
                    minorTickCount={minorCount}
                    minorTickStartExtent={minorStart}
                    minorTickEndExtent={minorEnd}
                    minorTickStrokeThickness={minorThickness}
                    minorTickBrush={color}
                    rangeInnerExtent={0.2}
                    rangeOuterExtent={0.9}
                    valueInnerExtent={0.45}
                    valueOuterExtent={0.65}
                >
                    <IgrLinearGraphRange name="low" startValue={0} endValue={70} brush="#e3e3e3" outline="#e3e3e3" />
                    <IgrLinearGraphRange name="busy" startValue={70} endValue={90} brush="#c9c9c9" outline="#c9c9c9" />
                    <IgrLinearGraphRange name="full" startValue={90} endValue={100} brush="#aeaeae" outline="#aeaeae" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
