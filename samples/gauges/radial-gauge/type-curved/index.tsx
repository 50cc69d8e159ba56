import { useState } from "react";
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

const max = 3000;
const colors = ["#c8e6c9", "#a5d6a7", "#81c784", "#66bb6a", "#43a047", "#2e7d32"];
const inner = 0.42;

export default function RadialGaugeTypeCurved() {
    const [output, setOutput] = useState(1850);

    // Each range starts as thick as the previous one ends, so together they form
    // one curved band that widens with the power output.
    const step = max / colors.length;
    const bands = colors.map((color, i) => ({
        color,
        start: i * step,
        end: (i + 1) * step,
        startOuter: inner + 0.03 + i * 0.04,
        endOuter: inner + 0.03 + (i + 1) * 0.04,
    }));

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Turbine output" value={output} min={0} max={max} step={50} format={(v) => `${v} kW`} onChange={setOutput} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={max}
                    interval={500}
                    minorTickCount={4}
                    value={output}
                    scaleStartAngle={160}
                    scaleEndAngle={20}
                    scaleBrush="transparent"
                    tickStartExtent={0.36}
                    tickEndExtent={0.41}
                    minorTickStartExtent={0.38}
                    minorTickEndExtent={0.41}
                    labelExtent={0.3}
                    labelFormat="{0}"
                    backingShape={RadialGaugeBackingShape.Fitted}
                    // The pale lime card stays light in every theme: its numbers and ticks take the needle's green, not the theme's ink.
                    backingBrush="#f9fbe7"
                    fontBrush="#33691e"
                    tickBrush="#33691e"
                    minorTickBrush="#7cb342"
                    backingOutline="#dce775"
                    backingOversweep={6}
                    backingCornerRadius={10}
                    needleShape={RadialGaugeNeedleShape.Needle}
                    needleStartExtent={0}
                    needleEndExtent={0.7}
                    needleBrush="#33691e"
                    needleOutline="#33691e"
                    needlePivotShape={RadialGaugePivotShape.CircleWithHole}
                    needlePivotBrush="#33691e"
                    needlePivotOutline="#33691e"
                >
                    {bands.map((b, i) => (
                        <IgrRadialGaugeRange
                            key={`band${i}`}
                            name={`band${i}`}
                            startValue={b.start}
                            endValue={b.end}
                            brush={b.color}
                            outline={b.color}
                            innerStartExtent={inner}
                            innerEndExtent={inner}
                            outerStartExtent={b.startOuter}
                            outerEndExtent={b.endOuter}
                        />
                    ))}
                </IgrRadialGauge>
            </div>
        </div>
    );
}
