import { useState } from "react";
import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

const colors = [
    // The theme's text colour (the gallery's canvas palette); left out of the props, as one passed as undefined counts as set.
    { value: "theme", text: "Theme" },
    { value: "#37474f", text: "Slate" },
    { value: "#c62828", text: "Red" },
    { value: "#1565c0", text: "Blue" },
    { value: "#2e7d32", text: "Green" },
];

const formats = [
    { value: "{0}", text: "220" },
    { value: "{0}°", text: "220°" },
    { value: "{0} °C", text: "220 °C" },
];

export default function RadialGaugeLabels() {
    const [extent, setExtent] = useState(0.68);
    const [interval, setInterval] = useState(20);
    const [fontSize, setFontSize] = useState(14);
    const [color, setColor] = useState("theme");
    const [format, setFormat] = useState("{0}°");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Label extent" value={extent} min={0.3} max={0.9} step={0.01} onChange={setExtent} />
                <SliderControl label="Label interval" value={interval} min={10} max={60} step={10} onChange={setInterval} />
                <SliderControl label="Font size" value={fontSize} min={9} max={24} format={(v) => `${v}px`} onChange={setFontSize} />
                <SelectControl label="Font brush" value={color} options={colors} onChange={setColor} />
                <SelectControl label="Label format" value={format} options={formats} onChange={setFormat} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={300}
                    interval={10}
                    value={220}
                    scaleBrush="#e0e0e0"
                    labelExtent={extent}
                    labelInterval={interval}
                    font={`600 ${fontSize}px Verdana, sans-serif`}
                    {...(color === "theme" ? {} : { fontBrush: color })}
                    labelFormat={format}
                    titleText="Oven temperature"
                    titleExtent={0.35}
                >
                    <IgrRadialGaugeRange name="bake" startValue={160} endValue={240} brush="#ffcc80" />
                    <IgrRadialGaugeRange name="grill" startValue={240} endValue={300} brush="#ef9a9a" />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
