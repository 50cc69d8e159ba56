import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

const modules = 12;
// Beginner, intermediate and advanced modules.
const levelColors = ["#c8e6c9", "#bbdefb", "#e1bee7"];

export default function BulletGraphTypeSegmented() {
    const [completed, setCompleted] = useState(7.5);
    const [planned, setPlanned] = useState(9);

    // One range per course module, separated by small gaps.
    const segments = Array.from({ length: modules }, (_, i) => ({ start: i + 0.06, end: i + 0.94 }));

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Modules completed" value={completed} min={0} max={modules} step={0.5} onChange={setCompleted} />
                <SliderControl label="Planned by today" value={planned} min={0} max={modules} onChange={setPlanned} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Online course progress (modules)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    minimumValue={0}
                    maximumValue={modules}
                    interval={1}
                    minorTickCount={0}
                    value={completed}
                    targetValue={planned}
                    valueBrush="#283593"
                    valueOutline="#283593"
                    targetValueBrush="#e65100"
                    targetValueOutline="#e65100"
                    targetValueBreadth={4}
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    {segments.map((s, i) => (
                        <IgrLinearGraphRange
                            key={`module${i}`}
                            name={`module${i}`}
                            startValue={s.start}
                            endValue={s.end}
                            brush={levelColors[Math.floor(i / 4)]}
                            outline={levelColors[Math.floor(i / 4)]}
                        />
                    ))}
                </IgrBulletGraph>
                <p style={{ textAlign: "center", margin: 8 }}>
                    Segments: beginner (1-4), intermediate (5-8), advanced (9-12)
                </p>
            </div>
        </div>
    );
}
