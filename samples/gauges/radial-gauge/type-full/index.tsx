import { useEffect, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeBackingShape,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

export default function RadialGaugeTypeFull() {
    const [seconds, setSeconds] = useState(0);
    const [running, setRunning] = useState(true);

    useEffect(() => {
        if (!running) return;
        const timer = setInterval(() => setSeconds((s) => (s + 0.25) % 60), 250);
        return () => clearInterval(timer);
    }, [running]);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <IgrButton onClick={() => setRunning((r) => !r)}>{running ? "Stop" : "Start"}</IgrButton>
                <IgrButton variant="outlined" onClick={() => setSeconds(0)}>Reset</IgrButton>
                <span style={{ paddingBottom: 6 }}>
                    Lap time: <b>{seconds.toFixed(2)} s</b>
                </span>
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={60}
                    interval={5}
                    minorTickCount={4}
                    value={seconds}
                    // The scale sweeps the full circle, starting at 12 o'clock.
                    scaleStartAngle={270}
                    scaleEndAngle={630}
                    backingShape={RadialGaugeBackingShape.Circular}
                    backingBrush="#ffffff"
                    backingOutline="#37474f"
                    backingStrokeThickness={14}
                    backingOuterExtent={0.92}
                    scaleBrush="transparent"
                    scaleStartExtent={0.6}
                    scaleEndExtent={0.62}
                    tickStartExtent={0.68}
                    tickEndExtent={0.8}
                    tickStrokeThickness={4}
                    tickBrush="#37474f"
                    minorTickStartExtent={0.74}
                    minorTickEndExtent={0.8}
                    minorTickBrush="#78909c"
                    labelExtent={0.56}
                    labelInterval={5}
                    font="600 20px Verdana, sans-serif"
                    fontBrush="#37474f"
                    needleShape={RadialGaugeNeedleShape.Rectangle}
                    needleStartExtent={-0.2}
                    needleEndExtent={0.78}
                    needleStartWidthRatio={0.02}
                    needleEndWidthRatio={0.02}
                    needleBrush="#e53935"
                    needleOutline="#e53935"
                    needlePivotShape={RadialGaugePivotShape.CircleWithHole}
                    needlePivotBrush="#e53935"
                    needlePivotOutline="#e53935"
                    needlePivotWidthRatio={0.08}
                    needlePivotInnerWidthRatio={0.03}
                    transitionDuration={200}
                    titleText="seconds"
                    // The stopwatch's white face stays white in every theme: its title is dark, like its numbers.
                    titleBrush="#37474f"
                    titleExtent={0.3}
                >
                    <IgrRadialGaugeRange
                        name="elapsed"
                        startValue={0}
                        endValue={seconds}
                        brush="#ffcdd2"
                        outline="#ffcdd2"
                        innerStartExtent={0.82}
                        innerEndExtent={0.82}
                        outerStartExtent={0.86}
                        outerEndExtent={0.86}
                    />
                </IgrRadialGauge>
            </div>
        </div>
    );
}
