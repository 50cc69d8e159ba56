import { useState } from "react";
import {
    IgrRadialGauge,
    IgrRadialGaugeModule,
    IgrRadialGaugeRange,
    RadialGaugeNeedleShape,
    RadialGaugePivotShape,
} from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeArea, gaugePage } from "../../_shared/controls";

IgrRadialGaugeModule.register();

interface Goal {
    name: string;
    unit: string;
    target: number;
    color: string;
    track: string;
}

const goals: Goal[] = [
    { name: "Move", unit: "kcal", target: 600, color: "#e91e63", track: "#fce4ec" },
    { name: "Exercise", unit: "min", target: 30, color: "#7cb342", track: "#f1f8e9" },
    { name: "Stand", unit: "h", target: 12, color: "#039be5", track: "#e1f5fe" },
];

// Each goal is a radial column: a range from 0 to its progress, drawn in its own ring.
const ringWidth = 0.1;
const outermost = 0.74;

export default function RadialGaugeTypeColumn() {
    const [done, setDone] = useState([420, 24, 9]);

    const progress = goals.map((g, i) => Math.min(100, ((done[i] ?? 0) / g.target) * 100));

    return (
        <div style={gaugePage}>
            <ControlBar>
                {goals.map((g, i) => (
                    <SliderControl
                        key={g.name}
                        label={g.name}
                        value={done[i] ?? 0}
                        min={0}
                        max={g.target}
                        format={(v) => `${v} / ${g.target} ${g.unit}`}
                        onChange={(v) => setDone((d) => d.map((x, j) => (j === i ? v : x)))}
                    />
                ))}
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={0}
                    maximumValue={100}
                    interval={25}
                    minorTickCount={0}
                    // Three quarters of a circle, starting at 12 o'clock.
                    scaleStartAngle={270}
                    scaleEndAngle={180}
                    scaleBrush="transparent"
                    tickBrush="transparent"
                    labelExtent={0.8}
                    labelFormat="{0}%"
                    needleShape={RadialGaugeNeedleShape.None}
                    needlePivotShape={RadialGaugePivotShape.None}
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    {goals.flatMap((g, i) => {
                        const outer = outermost - i * (ringWidth + 0.02);
                        const ring = { innerStartExtent: outer - ringWidth, innerEndExtent: outer - ringWidth, outerStartExtent: outer, outerEndExtent: outer };
                        return [
                            <IgrRadialGaugeRange key={`${g.name}-track`} name={`${g.name}-track`} startValue={0} endValue={100} brush={g.track} outline={g.track} {...ring} />,
                            <IgrRadialGaugeRange key={g.name} name={g.name} startValue={0} endValue={progress[i] ?? 0} brush={g.color} outline={g.color} {...ring} />,
                        ];
                    })}
                </IgrRadialGauge>
            </div>
            <div style={{ display: "flex", gap: 24, justifyContent: "center" }}>
                {goals.map((g, i) => (
                    <span key={g.name}>
                        <span style={{ display: "inline-block", width: 12, height: 12, borderRadius: 6, background: g.color, marginRight: 6 }} />
                        {g.name}: <b>{Math.round(progress[i] ?? 0)}%</b>
                    </span>
                ))}
            </div>
        </div>
    );
}
