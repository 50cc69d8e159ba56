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

const colors = [
    // The theme's text colour (the gallery's canvas palette); left out of the props, as one passed as undefined counts as set.
    { value: "theme", text: "Theme" },
    { value: "#424242", text: "Dark grey" },
    { value: "#00695c", text: "Teal" },
    { value: "#4527a0", text: "Purple" },
];
const formats = [
    { value: "{0}", text: "40" },
    { value: "{0} ms", text: "40 ms" },
    { value: "{0}ms", text: "40ms" },
];

export default function BulletGraphLabels() {
    const [visible, setVisible] = useState(true);
    const [extent, setExtent] = useState(0);
    const [interval, setInterval] = useState(40);
    const [skipFirst, setSkipFirst] = useState(0);
    const [skipLast, setSkipLast] = useState(0);
    const [fontSize, setFontSize] = useState(13);
    const [color, setColor] = useState("theme");
    const [format, setFormat] = useState("{0} ms");

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SwitchControl label="Labels visible" checked={visible} onChange={setVisible} />
                <SliderControl label="Label extent" value={extent} min={-0.1} max={1} step={0.05} onChange={setExtent} />
                <SliderControl label="Label interval" value={interval} min={20} max={100} step={20} onChange={setInterval} />
                <SliderControl label="Labels post initial" value={skipFirst} min={0} max={100} step={20} onChange={setSkipFirst} />
                <SliderControl label="Labels pre terminal" value={skipLast} min={0} max={100} step={20} onChange={setSkipLast} />
                <SliderControl label="Font size" value={fontSize} min={9} max={20} format={(v) => `${v}px`} onChange={setFontSize} />
                <SelectControl label="Font brush" value={color} options={colors} onChange={setColor} />
                <SelectControl label="Label format" value={format} options={formats} onChange={setFormat} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>API response time, 95th percentile</h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={0}
                    maximumValue={400}
                    interval={20}
                    value={212}
                    targetValue={250}
                    labelsVisible={visible}
                    labelExtent={extent}
                    labelInterval={interval}
                    labelsPostInitial={skipFirst}
                    labelsPreTerminal={skipLast}
                    font={`${fontSize}px Verdana, sans-serif`}
                    {...(color === "theme" ? {} : { fontBrush: color })}
                    labelFormat={format}
                >
                    <IgrLinearGraphRange name="fast" startValue={0} endValue={200} brush="#e0e0e0" outline="#e0e0e0" />
                    <IgrLinearGraphRange name="ok" startValue={200} endValue={300} brush="#cfcfcf" outline="#cfcfcf" />
                    <IgrLinearGraphRange name="slow" startValue={300} endValue={400} brush="#b5b5b5" outline="#b5b5b5" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
