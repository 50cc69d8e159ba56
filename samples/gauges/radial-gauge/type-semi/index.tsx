import { useState } from "react";
import { SweepDirection } from "igniteui-react-core";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeBackingShape,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

export default function RadialGaugeTypeSemi() {
    const [temperature, setTemperature] = useState(92);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Coolant temperature" value={temperature} min={40} max={130} format={(v) => `${v} °C`} onChange={setTemperature} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={40}
                    maximumValue={130}
                    interval={10}
                    minorTickCount={1}
                    value={temperature}
                    // An upright semicircle opening to the left: from 6 o'clock (90°)
                    // counterclockwise through 3 o'clock up to 12 o'clock (270°).
                    scaleStartAngle={90}
                    scaleEndAngle={270}
                    scaleSweepDirection={SweepDirection.Counterclockwise}
                    centerX={0.4}
                    radiusMultiplier={1.1}
                    backingShape={RadialGaugeBackingShape.Fitted}
                    backingOversweep={6}
                    backingCornerRadius={14}
                    // The warm card stays light in every theme: its numbers and ticks take the needle's brown, not the theme's ink.
                    backingBrush="#fff3e0"
                    fontBrush="#5d4037"
                    tickBrush="#5d4037"
                    minorTickBrush="#a1887f"
                    backingOutline="#ffb74d"
                    backingStrokeThickness={4}
                    scaleBrush="#ffe0b2"
                    needleShape={RadialGaugeNeedleShape.Needle}
                    needleStartExtent={0}
                    needleEndExtent={0.6}
                    needleBrush="#5d4037"
                    needleOutline="#5d4037"
                    needlePivotShape={RadialGaugePivotShape.CircleOverlay}
                    needlePivotBrush="#5d4037"
                    needlePivotOutline="#5d4037"
                    needlePivotWidthRatio={0.1}
                    labelFormat="{0}°"
                >
                    <IgrRadialGaugeRange name="cold" startValue={40} endValue={70} brush="#64b5f6" outline="#64b5f6" />
                    <IgrRadialGaugeRange name="hot" startValue={110} endValue={130} brush="#e53935" outline="#e53935" />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
