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

const min = -48;
const max = 6;

function segmentColor(db: number, lit: boolean) {
    if (db > -6) return lit ? "#e53935" : "#4e2a2a";
    if (db > -18) return lit ? "#fdd835" : "#4d4a26";
    return lit ? "#43a047" : "#27402a";
}

export default function RadialGaugeTypeSegmented() {
    const [level, setLevel] = useState(-9);
    const [count, setCount] = useState(27);

    // Split the scale into equal segments separated by a small gap.
    const size = (max - min) / count;
    const gap = size * 0.2;
    const segments = Array.from({ length: count }, (_, i) => {
        const start = min + i * size;
        return { start: start + gap / 2, end: start + size - gap / 2, lit: start + size / 2 <= level };
    });

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Audio level" value={level} min={min} max={max} format={(v) => `${v} dB`} onChange={setLevel} />
                <SliderControl label="Segments" value={count} min={9} max={54} step={9} onChange={setCount} />
            </ControlBar>
            <div style={gaugeArea}>
                <IgrRadialGauge
                    width="100%"
                    height="100%"
                    minimumValue={min}
                    maximumValue={max}
                    interval={6}
                    minorTickCount={0}
                    value={level}
                    scaleStartAngle={150}
                    scaleEndAngle={30}
                    scaleBrush="transparent"
                    tickBrush="transparent"
                    labelExtent={0.78}
                    fontBrush="#cfd8dc"
                    backingShape={RadialGaugeBackingShape.Fitted}
                    backingBrush="#1c1f24"
                    backingOutline="#1c1f24"
                    backingCornerRadius={16}
                    backingOversweep={10}
                    needleShape={RadialGaugeNeedleShape.None}
                    needlePivotShape={RadialGaugePivotShape.None}
                    titleText={`${level} dB`}
                    titleBrush="#fafafa"
                    titleTextStyle="bold 40px Verdana, sans-serif"
                    titleExtent={0}
                >
                    {segments.map((s, i) => (
                        <IgrRadialGaugeRange
                            key={`segment${i}`}
                            name={`segment${i}`}
                            startValue={s.start}
                            endValue={s.end}
                            brush={segmentColor(s.end, s.lit)}
                            outline={segmentColor(s.end, s.lit)}
                            innerStartExtent={0.45}
                            innerEndExtent={0.45}
                            outerStartExtent={0.68}
                            outerEndExtent={0.68}
                        />
                    ))}
                </IgrRadialGauge>
            </div>
        </div>
    );
}
