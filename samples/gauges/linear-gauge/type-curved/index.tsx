import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

const slices = 60;
const maxSpeed = 3000;
const base = 0.15;

// Fan power grows with the cube of its speed: the range edge follows that curve.
function edge(rpm: number) {
    return base + 0.8 * Math.pow(rpm / maxSpeed, 3);
}

export default function LinearGaugeTypeCurved() {
    const [speed, setSpeed] = useState(2100);
    const power = Math.round(450 * Math.pow(speed / maxSpeed, 3));

    // Many thin ranges, each one's outer edge running from edge(start) to edge(end),
    // join into a single band with a curved top.
    const step = maxSpeed / slices;
    const pieces = Array.from({ length: slices }, (_, i) => ({ start: i * step, end: (i + 1) * step }));

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Fan speed" value={speed} min={0} max={maxSpeed} step={50} format={(v) => `${v} rpm`} onChange={setSpeed} />
                <span style={{ paddingBottom: 6 }}>
                    Power draw: <b>{power} W</b>
                </span>
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="260px"
                    minimumValue={0}
                    maximumValue={maxSpeed}
                    interval={250}
                    minorTickCount={4}
                    value={speed}
                    scaleBrush="transparent"
                    tickStartExtent={0.05}
                    tickEndExtent={0.15}
                    minorTickStartExtent={0.1}
                    minorTickEndExtent={0.15}
                    needleShape={LinearGraphNeedleShape.Rectangle}
                    needleBreadth={4}
                    needleInnerExtent={0.05}
                    needleOuterExtent={1}
                    needleBrush="#bf360c"
                    needleOutline="#bf360c"
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    {pieces.map((p, i) => {
                        const color = p.start < speed ? "#ff8a65" : "#ffe0b2";
                        return (
                            <IgrLinearGraphRange
                                key={`slice${i}`}
                                name={`slice${i}`}
                                startValue={p.start}
                                endValue={p.end}
                                brush={color}
                                outline={color}
                                innerStartExtent={base}
                                innerEndExtent={base}
                                outerStartExtent={edge(p.start)}
                                outerEndExtent={edge(p.end)}
                            />
                        );
                    })}
                </IgrLinearGauge>
            </div>
        </div>
    );
}
