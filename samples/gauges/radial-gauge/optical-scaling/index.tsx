import { useState } from "react";
import { IgrRadialGauge, IgrRadialGaugeModule, IgrRadialGaugeRange } from "igniteui-react-gauges";
import { ControlBar, SliderControl, SwitchControl, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

function BatteryGauge({ size, optical, opticalSize }: { size: number; optical: boolean; opticalSize: number }) {
    return (
        <IgrRadialGauge
            width={`${size}px`}
            height={`${size}px`}
            minimumValue={0}
            maximumValue={100}
            interval={10}
            value={72}
            scaleBrush="#e0e0e0"
            font="13px Verdana, sans-serif"
            titleText="Battery %"
            titleExtent={0.3}
            // With optical scaling on, labels and titles keep their proportion to the gauge:
            // at a size equal to opticalScalingSize they use the font size given above.
            opticalScalingEnabled={optical}
            opticalScalingSize={opticalSize}
        >
            <IgrRadialGaugeRange name="low" startValue={0} endValue={20} brush="#ef9a9a" />
            <IgrRadialGaugeRange name="ok" startValue={20} endValue={100} brush="#c5e1a5" />
        </IgrRadialGauge>
    );
}

export default function RadialGaugeOpticalScaling() {
    const [size, setSize] = useState(420);
    const [opticalSize, setOpticalSize] = useState(300);
    const [optical, setOptical] = useState(true);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Gauge size" value={size} min={160} max={520} step={10} format={(v) => `${v}px`} onChange={setSize} />
                <SliderControl label="Optical scaling size" value={opticalSize} min={150} max={600} step={10} format={(v) => `${v}px`} onChange={setOpticalSize} />
                <SwitchControl label="Optical scaling (left gauge)" checked={optical} onChange={setOptical} />
            </ControlBar>
            <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 24, justifyContent: "center", alignItems: "flex-start", flexWrap: "wrap" }}>
                <figure style={{ margin: 0, textAlign: "center" }}>
                    <BatteryGauge size={size} optical={optical} opticalSize={opticalSize} />
                    <figcaption>{optical ? "Optical scaling on" : "Optical scaling off"}</figcaption>
                </figure>
                <figure style={{ margin: 0, textAlign: "center" }}>
                    <BatteryGauge size={size} optical={false} opticalSize={opticalSize} />
                    <figcaption>Optical scaling off (fixed font)</figcaption>
                </figure>
            </div>
        </div>
    );
}
