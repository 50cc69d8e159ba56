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

type Palette = "Traffic" | "Heat" | "Mono";

const palettes: Record<Palette, [string, string, string]> = {
    Traffic: ["#ef5350", "#ffca28", "#66bb6a"],
    Heat: ["#fff176", "#ffb74d", "#e57373"],
    Mono: ["#cfd8dc", "#90a4ae", "#546e7a"],
};

export default function LinearGaugeRanges() {
    const [low, setLow] = useState(20);
    const [high, setHigh] = useState(50);
    const [inner, setInner] = useState(0.25);
    const [outer, setOuter] = useState(0.6);
    const [tapered, setTapered] = useState(false);
    const [palette, setPalette] = useState<Palette>("Traffic");
    const [outline, setOutline] = useState(2);

    const bands = [
        { name: "low", start: 0, end: low },
        { name: "fair", start: low, end: high },
        { name: "good", start: high, end: 100 },
    ];
    // With tapering, the outer edge grows from the start to the end of the scale.
    const outerAt = (v: number) => (tapered ? inner + 0.05 + ((outer - inner - 0.05) * v) / 100 : outer);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Low / fair boundary" value={low} min={5} max={high - 5} format={(v) => `${v}%`} onChange={setLow} />
                <SliderControl label="Fair / good boundary" value={high} min={low + 5} max={95} format={(v) => `${v}%`} onChange={setHigh} />
                <SliderControl label="Inner extent" value={inner} min={0} max={0.5} step={0.01} onChange={setInner} />
                <SliderControl label="Outer extent" value={outer} min={0.55} max={1} step={0.01} onChange={setOuter} />
                <SliderControl label="Outline thickness" value={outline} min={0} max={6} onChange={setOutline} />
                <SelectControl label="Range brushes" value={palette} options={["Traffic", "Heat", "Mono"]} onChange={setPalette} />
                <SwitchControl label="Tapered ranges" checked={tapered} onChange={setTapered} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={0}
                    maximumValue={100}
                    interval={10}
                    minorTickCount={1}
                    labelFormat="{0}%"
                    value={64}
                    scaleBrush="transparent"
                    needleShape={LinearGraphNeedleShape.Triangle}
                    needleBreadth={18}
                    needleInnerExtent={0.55}
                    needleOuterExtent={0.95}
                    needleBrush="#263238"
                    needleOutline="#263238"
                >
                    {bands.map((band, i) => (
                        <IgrLinearGraphRange
                            key={band.name}
                            name={band.name}
                            startValue={band.start}
                            endValue={band.end}
                            brush={palettes[palette][i]}
                            outline="#ffffff"
                            strokeThickness={outline}
                            innerStartExtent={inner}
                            innerEndExtent={inner}
                            outerStartExtent={outerAt(band.start)}
                            outerEndExtent={outerAt(band.end)}
                        />
                    ))}
                </IgrLinearGauge>
                <p style={{ textAlign: "center", margin: 8 }}>Phone battery health: 64%</p>
            </div>
        </div>
    );
}
