import { useState } from "react";
import { IgrRadialGauge, IgrRadialGaugeModule } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

const colors = [
    { value: "#263238", text: "Charcoal" },
    { value: "#d84315", text: "Orange" },
    { value: "#1565c0", text: "Blue" },
];

export default function RadialGaugeTickmarks() {
    const [interval, setInterval] = useState(10);
    const [tickStart, setTickStart] = useState(0.5);
    const [tickEnd, setTickEnd] = useState(0.6);
    const [tickThickness, setTickThickness] = useState(3);
    const [tickColor, setTickColor] = useState("#263238");
    const [minorCount, setMinorCount] = useState(4);
    const [minorStart, setMinorStart] = useState(0.54);
    const [minorEnd, setMinorEnd] = useState(0.6);
    const [minorThickness, setMinorThickness] = useState(1);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Interval" value={interval} min={5} max={25} step={5} format={(v) => `${v}%`} onChange={setInterval} />
                <SliderControl label="Tick start extent" value={tickStart} min={0.3} max={0.6} step={0.01} onChange={setTickStart} />
                <SliderControl label="Tick end extent" value={tickEnd} min={0.5} max={0.8} step={0.01} onChange={setTickEnd} />
                <SliderControl label="Tick thickness" value={tickThickness} min={1} max={8} onChange={setTickThickness} />
                <SelectControl label="Tick brush" value={tickColor} options={colors} onChange={setTickColor} />
                <SliderControl label="Minor tick count" value={minorCount} min={0} max={9} onChange={setMinorCount} />
                <SliderControl label="Minor start extent" value={minorStart} min={0.3} max={0.6} step={0.01} onChange={setMinorStart} />
                <SliderControl label="Minor end extent" value={minorEnd} min={0.5} max={0.8} step={0.01} onChange={setMinorEnd} />
                <SliderControl label="Minor thickness" value={minorThickness} min={1} max={4} onChange={setMinorThickness} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={100}
                    value={48}
                    interval={interval}
                    tickStartExtent={tickStart}
                    tickEndExtent={tickEnd}
                    tickStrokeThickness={tickThickness}
                    tickBrush={tickColor}
                    minorTickCount={minorCount}
                    minorTickStartExtent={minorStart}
                    minorTickEndExtent={minorEnd}
                    minorTickStrokeThickness={minorThickness}
                    minorTickBrush={tickColor}
                    scaleBrush="#eceff1"
                    labelExtent={0.72}
                    titleText="Relative humidity %"
                    titleExtent={0.3}
                />
            </div>
        </div>
    );
}
