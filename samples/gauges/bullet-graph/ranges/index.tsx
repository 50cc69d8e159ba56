import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeCenter,
    gaugePage,
} from "../../_shared/controls";

IgrBulletGraphModule.register();

type Palette = "Greys" | "Blues" | "Traffic";

const palettes: Record<Palette, [string, string, string]> = {
    Greys: ["#9e9e9e", "#c4c4c4", "#e6e6e6"],
    Blues: ["#90caf9", "#bbdefb", "#e3f2fd"],
    Traffic: ["#ef9a9a", "#fff59d", "#a5d6a7"],
};

export default function BulletGraphRanges() {
    const [poor, setPoor] = useState(40);
    const [satisfactory, setSatisfactory] = useState(70);
    const [inner, setInner] = useState(0.2);
    const [outer, setOuter] = useState(0.8);
    const [palette, setPalette] = useState<Palette>("Greys");
    const [tapered, setTapered] = useState(false);

    const bands = [
        { name: "poor", start: 0, end: poor },
        { name: "satisfactory", start: poor, end: satisfactory },
        { name: "good", start: satisfactory, end: 100 },
    ];
    // Tapering: each range's inner and outer edge move apart from its start to its end.
    const spread = (v: number) => (tapered ? 0.3 * (1 - v / 100) : 0);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Poor up to" value={poor} min={10} max={satisfactory - 5} format={(v) => `${v}%`} onChange={setPoor} />
                <SliderControl label="Satisfactory up to" value={satisfactory} min={poor + 5} max={95} format={(v) => `${v}%`} onChange={setSatisfactory} />
                <SliderControl label="Range inner extent" value={inner} min={0} max={0.45} step={0.01} onChange={setInner} />
                <SliderControl label="Range outer extent" value={outer} min={0.55} max={1} step={0.01} onChange={setOuter} />
                <SelectControl label="Range brushes" value={palette} options={["Greys", "Blues", "Traffic"]} onChange={setPalette} />
                <SwitchControl label="Tapered ranges" checked={tapered} onChange={setTapered} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Employee engagement score</h3>
                <IgrBulletGraph
                    width="100%"
                    height="160px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={0}
                    maximumValue={100}
                    interval={10}
                    labelFormat="{0}%"
                    value={76}
                    targetValue={80}
                    valueBrush="#37474f"
                    valueOutline="#37474f"
                >
                    {bands.map((band, i) => (
                        <IgrLinearGraphRange
                            key={band.name}
                            name={band.name}
                            startValue={band.start}
                            endValue={band.end}
                            brush={palettes[palette][i]}
                            outline={palettes[palette][i]}
                            innerStartExtent={inner + spread(band.start)}
                            innerEndExtent={inner + spread(band.end)}
                            outerStartExtent={outer - spread(band.start)}
                            outerEndExtent={outer - spread(band.end)}
                        />
                    ))}
                </IgrBulletGraph>
            </div>
        </div>
    );
}
