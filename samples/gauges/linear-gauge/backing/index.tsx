import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SelectControl, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

const fills = [
    { value: "#fafafa", text: "White smoke" },
    { value: "#263238", text: "Charcoal" },
    { value: "#e8f5e9", text: "Mint" },
    { value: "#fff3e0", text: "Peach" },
];
const outlines = [
    { value: "#90a4ae", text: "Grey" },
    { value: "#43a047", text: "Green" },
    { value: "#fb8c00", text: "Orange" },
];

export default function LinearGaugeBacking() {
    const [fill, setFill] = useState("#263238");
    const [outline, setOutline] = useState("#fb8c00");
    const [thickness, setThickness] = useState(4);
    const [inner, setInner] = useState(0);
    const [outer, setOuter] = useState(1);

    const dark = fill === "#263238";

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SelectControl label="Backing brush" value={fill} options={fills} onChange={setFill} />
                <SelectControl label="Backing outline" value={outline} options={outlines} onChange={setOutline} />
                <SliderControl label="Outline thickness" value={thickness} min={0} max={12} onChange={setThickness} />
                <SliderControl label="Inner extent" value={inner} min={0} max={0.4} step={0.01} onChange={setInner} />
                <SliderControl label="Outer extent" value={outer} min={0.6} max={1} step={0.01} onChange={setOuter} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="200px"
                    minimumValue={0}
                    maximumValue={150}
                    interval={10}
                    minorTickCount={4}
                    value={118}
                    backingBrush={fill}
                    backingOutline={outline}
                    backingStrokeThickness={thickness}
                    // Extents run across the gauge: 0 is the label side, 1 the opposite edge.
                    backingInnerExtent={inner}
                    backingOuterExtent={outer}
                    scaleBrush={dark ? "#455a64" : "#e0e0e0"}
                    fontBrush={dark ? "#eceff1" : "#37474f"}
                    tickBrush={dark ? "#eceff1" : "#546e7a"}
                    minorTickBrush={dark ? "#90a4ae" : "#90a4ae"}
                    needleShape={LinearGraphNeedleShape.Trapezoid}
                    needleBreadth={14}
                    needleBrush="#fb8c00"
                    needleOutline="#fb8c00"
                >
                    <IgrLinearGraphRange name="limit" startValue={120} endValue={150} brush="#e53935" outline="#e53935" />
                </IgrLinearGauge>
                <p style={{ textAlign: "center", margin: 8 }}>Vehicle speed: 118 km/h (limit 120 km/h)</p>
            </div>
        </div>
    );
}
