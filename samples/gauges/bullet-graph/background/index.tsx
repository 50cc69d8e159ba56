import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SelectControl, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

const backings = [
    { value: "#ffffff", text: "White" },
    { value: "#eceff1", text: "Blue grey" },
    { value: "#fff8e1", text: "Cream" },
    { value: "#212121", text: "Black" },
];
const scaleBackgrounds = [
    { value: "transparent", text: "None" },
    { value: "#e0f2f1", text: "Mint" },
    { value: "#fce4ec", text: "Blush" },
];

export default function BulletGraphBackground() {
    const [backing, setBacking] = useState("#eceff1");
    const [outline, setOutline] = useState(2);
    const [inner, setInner] = useState(0);
    const [outer, setOuter] = useState(1);
    const [scaleBackground, setScaleBackground] = useState("#e0f2f1");
    const [scaleOutline, setScaleOutline] = useState(1);

    const dark = backing === "#212121";

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SelectControl label="Backing brush" value={backing} options={backings} onChange={setBacking} />
                <SliderControl label="Backing outline" value={outline} min={0} max={10} onChange={setOutline} />
                <SliderControl label="Backing inner extent" value={inner} min={0} max={0.4} step={0.01} onChange={setInner} />
                <SliderControl label="Backing outer extent" value={outer} min={0.6} max={1} step={0.01} onChange={setOuter} />
                <SelectControl label="Scale background" value={scaleBackground} options={scaleBackgrounds} onChange={setScaleBackground} />
                <SliderControl label="Scale background outline" value={scaleOutline} min={0} max={6} onChange={setScaleOutline} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Website visitors this week (thousands)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="160px"
                    minimumValue={0}
                    maximumValue={120}
                    interval={10}
                    value={84}
                    targetValue={100}
                    // The backing sits behind the whole control...
                    backingBrush={backing}
                    backingOutline="#90a4ae"
                    backingStrokeThickness={outline}
                    backingInnerExtent={inner}
                    backingOuterExtent={outer}
                    // ...the scale background only behind the scale.
                    scaleBackgroundBrush={scaleBackground}
                    scaleBackgroundOutline="#00897b"
                    scaleBackgroundThickness={scaleOutline}
                    fontBrush={dark ? "#eeeeee" : "#424242"}
                    tickBrush={dark ? "#eeeeee" : "#616161"}
                    minorTickBrush={dark ? "#9e9e9e" : "#9e9e9e"}
                    valueBrush={dark ? "#80cbc4" : "#00695c"}
                    valueOutline={dark ? "#80cbc4" : "#00695c"}
                    targetValueBrush="#e65100"
                    targetValueOutline="#e65100"
                    rangeInnerExtent={0.3}
                    rangeOuterExtent={0.85}
                >
                    <IgrLinearGraphRange name="low" startValue={0} endValue={60} brush="#b2dfdb" outline="#b2dfdb" />
                    <IgrLinearGraphRange name="mid" startValue={60} endValue={90} brush="#80cbc4" outline="#80cbc4" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
