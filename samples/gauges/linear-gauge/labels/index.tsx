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

const colors = [
    { value: "#37474f", text: "Slate" },
    { value: "#ad1457", text: "Raspberry" },
    { value: "#1565c0", text: "Blue" },
];
const formats = [
    { value: "{0}", text: "8" },
    { value: "{0}h", text: "8h" },
    { value: "{0}:00", text: "8:00" },
];

export default function LinearGaugeLabels() {
    const [visible, setVisible] = useState(true);
    const [extent, setExtent] = useState(0);
    const [interval, setInterval] = useState(2);
    const [skipFirst, setSkipFirst] = useState(0);
    const [skipLast, setSkipLast] = useState(0);
    const [fontSize, setFontSize] = useState(14);
    const [color, setColor] = useState("#37474f");
    const [format, setFormat] = useState("{0}:00");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SwitchControl label="Labels visible" checked={visible} onChange={setVisible} />
                <SliderControl label="Label extent" value={extent} min={-0.1} max={1} step={0.05} onChange={setExtent} />
                <SliderControl label="Label interval" value={interval} min={1} max={6} format={(v) => `${v} h`} onChange={setInterval} />
                <SliderControl label="Labels post initial" value={skipFirst} min={0} max={6} onChange={setSkipFirst} />
                <SliderControl label="Labels pre terminal" value={skipLast} min={0} max={6} onChange={setSkipLast} />
                <SliderControl label="Font size" value={fontSize} min={9} max={22} format={(v) => `${v}px`} onChange={setFontSize} />
                <SelectControl label="Font brush" value={color} options={colors} onChange={setColor} />
                <SelectControl label="Label format" value={format} options={formats} onChange={setFormat} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={0}
                    maximumValue={24}
                    interval={1}
                    minorTickCount={3}
                    value={14.5}
                    labelsVisible={visible}
                    labelExtent={extent}
                    labelInterval={interval}
                    // Skip labels this far (in scale units) after the minimum and before the maximum.
                    labelsPostInitial={skipFirst}
                    labelsPreTerminal={skipLast}
                    font={`600 ${fontSize}px Verdana, sans-serif`}
                    fontBrush={color}
                    labelFormat={format}
                    needleShape={LinearGraphNeedleShape.Triangle}
                    needleBreadth={16}
                    needleBrush="#ef6c00"
                    needleOutline="#ef6c00"
                    scaleBrush="#e0e0e0"
                    // The font brushes to pick from are dark inks: the card behind them stays light in every theme.
                    backingBrush="#fafafa"
                    backingOutline="#cfd8dc"
                    tickBrush="#546e7a"
                    minorTickBrush="#90a4ae"
                />
                <p style={{ textAlign: "center", margin: 8 }}>Time of day: 14:30</p>
            </div>
        </div>
    );
}
