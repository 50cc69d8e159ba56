import { useState } from "react";
import { HighlightedValueDisplayMode } from "igniteui-react-core";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SelectControl, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

type Mode = "Overlay" | "Auto" | "Hidden";

export default function BulletGraphHighlightNeedle() {
    // value = the forecast for the whole day (drawn faded), highlightValue = energy produced so far (drawn solid).
    const [produced, setProduced] = useState(21.4);
    const [forecast, setForecast] = useState(31.8);
    const [mode, setMode] = useState<Mode>("Overlay");
    const [opacity, setOpacity] = useState(0.4);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Forecast (value)" value={forecast} min={0} max={40} step={0.2} format={(v) => `${v.toFixed(1)} kWh`} onChange={setForecast} />
                <SliderControl label="Produced (highlightValue)" value={produced} min={0} max={40} step={0.2} format={(v) => `${v.toFixed(1)} kWh`} onChange={setProduced} />
                <SelectControl label="Highlight display mode" value={mode} options={["Overlay", "Auto", "Hidden"]} onChange={setMode} />
                <SliderControl label="Value bar opacity" value={opacity} min={0} max={1} step={0.05} onChange={setOpacity} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Rooftop solar output today (kWh)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={0}
                    maximumValue={40}
                    interval={5}
                    minorTickCount={4}
                    value={forecast}
                    highlightValue={produced}
                    highlightValueDisplayMode={HighlightedValueDisplayMode[mode]}
                    highlightValueOpacity={opacity}
                    targetValue={30}
                    valueBrush="#f9a825"
                    valueOutline="#f57f17"
                    targetValueBrush="#37474f"
                    targetValueOutline="#37474f"
                >
                    <IgrLinearGraphRange name="cloudy" startValue={0} endValue={15} brush="#cfd8dc" outline="#cfd8dc" />
                    <IgrLinearGraphRange name="mixed" startValue={15} endValue={28} brush="#e0e0e0" outline="#e0e0e0" />
                    <IgrLinearGraphRange name="sunny" startValue={28} endValue={40} brush="#f5f5f5" outline="#f5f5f5" />
                </IgrBulletGraph>
                <p style={{ textAlign: "center", margin: 8 }}>
                    Produced <b>{produced.toFixed(1)} kWh</b> of a forecast <b>{forecast.toFixed(1)} kWh</b>; monthly average (target): 30 kWh
                </p>
            </div>
        </div>
    );
}
