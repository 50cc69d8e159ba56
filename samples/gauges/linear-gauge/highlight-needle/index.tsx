import { useState } from "react";
import { HighlightedValueDisplayMode } from "igniteui-react-core";
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

type Mode = "Overlay" | "Auto" | "Hidden";

export default function LinearGaugeHighlightNeedle() {
    // value = this month's budget, highlightValue = what has been spent so far.
    const [budget, setBudget] = useState(4200);
    const [spent, setSpent] = useState(3150);
    const [mode, setMode] = useState<Mode>("Overlay");
    const [opacity, setOpacity] = useState(0.3);
    const [dragging, setDragging] = useState(true);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Budget (value)" value={budget} min={0} max={6000} step={50} format={(v) => `$${v}`} onChange={setBudget} />
                <SliderControl label="Spent (highlightValue)" value={spent} min={0} max={6000} step={50} format={(v) => `$${v}`} onChange={setSpent} />
                <SelectControl label="Highlight display mode" value={mode} options={["Overlay", "Auto", "Hidden"]} onChange={setMode} />
                <SliderControl label="Budget needle opacity" value={opacity} min={0} max={1} step={0.05} onChange={setOpacity} />
                <SwitchControl label="Drag the spent needle" checked={dragging} onChange={setDragging} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="180px"
                    minimumValue={0}
                    maximumValue={6000}
                    interval={500}
                    minorTickCount={4}
                    labelFormat="${0}"
                    value={budget}
                    highlightValue={spent}
                    highlightValueDisplayMode={HighlightedValueDisplayMode[mode]}
                    highlightValueOpacity={opacity}
                    isHighlightNeedleDraggingEnabled={dragging}
                    highlightValueChanged={(_s, e) => setSpent(Math.round(e.newValue / 50) * 50)}
                    needleShape={LinearGraphNeedleShape.Trapezoid}
                    needleBreadth={18}
                    needleBrush="#00897b"
                    needleOutline="#00897b"
                    scaleBrush="#eceff1"
                >
                    <IgrLinearGraphRange name="over" startValue={budget} endValue={6000} brush="#ffcdd2" outline="#ffcdd2" />
                </IgrLinearGauge>
                <p style={{ textAlign: "center", margin: 8 }}>
                    Spent <b>${spent}</b> of a <b>${budget}</b> monthly budget ({budget - spent >= 0 ? `$${budget - spent} left` : `$${spent - budget} over`})
                </p>
            </div>
        </div>
    );
}
