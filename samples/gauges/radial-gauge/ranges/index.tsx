import { useState } from "react";
import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

type Palette = "Traffic" | "Ocean" | "Mono";

const palettes: Record<Palette, [string, string, string]> = {
    Traffic: ["#66bb6a", "#ffca28", "#ef5350"],
    Ocean: ["#b3e5fc", "#4fc3f7", "#0277bd"],
    Mono: ["#cfd8dc", "#90a4ae", "#455a64"],
};

export default function RadialGaugeRanges() {
    const [warning, setWarning] = useState(60);
    const [critical, setCritical] = useState(85);
    const [inner, setInner] = useState(0.45);
    const [outer, setOuter] = useState(0.6);
    const [tapered, setTapered] = useState(true);
    const [palette, setPalette] = useState<Palette>("Traffic");

    const [ok, warn, crit] = palettes[palette];
    // A tapered range grows its outer edge from start to end value.
    const growth = tapered ? 0.12 : 0;
    const bands = [
        { name: "normal", start: 0, end: warning, brush: ok },
        { name: "warning", start: warning, end: critical, brush: warn },
        { name: "critical", start: critical, end: 100, brush: crit },
    ];

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Warning from" value={warning} min={20} max={critical - 5} format={(v) => `${v}%`} onChange={setWarning} />
                <SliderControl label="Critical from" value={critical} min={warning + 5} max={95} format={(v) => `${v}%`} onChange={setCritical} />
                <SliderControl label="Inner extent" value={inner} min={0.2} max={0.55} step={0.01} onChange={setInner} />
                <SliderControl label="Outer extent" value={outer} min={0.5} max={0.75} step={0.01} onChange={setOuter} />
                <SelectControl label="Range brushes" value={palette} options={Object.keys(palettes) as Palette[]} onChange={setPalette} />
                <SwitchControl label="Tapered ranges" checked={tapered} onChange={setTapered} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={100}
                    interval={10}
                    value={72}
                    scaleBrush="#e0e0e0"
                    labelExtent={0.8}
                    titleText="Server CPU load %"
                    titleExtent={0.3}
                >
                    {bands.map((band, i) => (
                        <IgrRadialGaugeRange
                            key={band.name}
                            name={band.name}
                            startValue={band.start}
                            endValue={band.end}
                            brush={band.brush}
                            outline="#ffffff"
                            strokeThickness={2}
                            innerStartExtent={inner}
                            innerEndExtent={inner}
                            outerStartExtent={outer + (growth * i) / 3}
                            outerEndExtent={outer + (growth * (i + 1)) / 3}
                        />
                    ))}
                </IgrRadialGauge>
            </div>
        </div>
    );
}
