import { useState } from "react";
import { HighlightedValueDisplayMode } from "igniteui-react-core";
import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange, RadialGaugeNeedleShape } from "igniteui-react-gauges";
import {
    ControlBar,
    SelectControl,
    SliderControl,
    SwitchControl,
    gaugeArea,
    gaugePage,
} from "../../_shared/controls";

IgrRadialGaugeModule.register();

type Mode = "Overlay" | "Auto" | "Hidden";

export default function RadialGaugeHighlightNeedle() {
    // The needle shows the target fan speed; the highlight needle shows the measured speed.
    const [target, setTarget] = useState(2400);
    const [actual, setActual] = useState(1850);
    const [mode, setMode] = useState<Mode>("Overlay");
    const [opacity, setOpacity] = useState(0.35);
    const [dragging, setDragging] = useState(true);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Target (value)" value={target} min={0} max={4000} step={50} format={(v) => `${v} rpm`} onChange={setTarget} />
                <SliderControl label="Measured (highlightValue)" value={actual} min={0} max={4000} step={50} format={(v) => `${v} rpm`} onChange={setActual} />
                <SelectControl label="Highlight display mode" value={mode} options={["Overlay", "Auto", "Hidden"]} onChange={setMode} />
                <SliderControl label="Value needle opacity" value={opacity} min={0} max={1} step={0.05} onChange={setOpacity} />
                <SwitchControl label="Drag the highlight needle" checked={dragging} onChange={setDragging} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={4000}
                    interval={500}
                    minorTickCount={4}
                    value={target}
                    highlightValue={actual}
                    highlightValueDisplayMode={HighlightedValueDisplayMode[mode]}
                    // In Overlay mode the value needle is drawn with this opacity behind the highlight needle.
                    highlightValueOpacity={opacity}
                    isHighlightNeedleDraggingEnabled={dragging}
                    highlightValueChanged={(_s, e) => setActual(Math.round(e.newValue))}
                    needleShape={RadialGaugeNeedleShape.NeedleWithBulb}
                    needleBrush="#1e88e5"
                    needleOutline="#1e88e5"
                    scaleBrush="#e0e0e0"
                    titleDisplaysValue={true}
                    titleFormat="Target: {0} rpm"
                    titleExtent={0.45}
                    highlightLabelDisplaysValue={true}
                    highlightLabelFormat="Measured: {0} rpm"
                    highlightLabelExtent={0.6}
                    highlightLabelBrush="#1e88e5"
                >
                    <IgrRadialGaugeRange name="normal" startValue={0} endValue={3000} brush="#c5e1a5" />
                    <IgrRadialGaugeRange name="boost" startValue={3000} endValue={4000} brush="#ffcc80" />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
