import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SliderControl, SwitchControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

export default function BulletGraphScale() {
    const [min, setMin] = useState(0);
    const [max, setMax] = useState(60);
    const [interval, setInterval] = useState(10);
    const [minorCount, setMinorCount] = useState(4);
    const [start, setStart] = useState(0.05);
    const [end, setEnd] = useState(0.95);
    const [inverted, setInverted] = useState(false);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Minimum" value={min} min={0} max={30} step={5} format={(v) => `${v} min`} onChange={setMin} />
                <SliderControl label="Maximum" value={max} min={45} max={90} step={5} format={(v) => `${v} min`} onChange={setMax} />
                <SliderControl label="Interval" value={interval} min={5} max={20} step={5} onChange={setInterval} />
                <SliderControl label="Minor tick count" value={minorCount} min={0} max={9} onChange={setMinorCount} />
                <SliderControl label="Scale start extent" value={start} min={0} max={0.3} step={0.01} onChange={setStart} />
                <SliderControl label="Scale end extent" value={end} min={0.7} max={1} step={0.01} onChange={setEnd} />
                <SwitchControl label="Scale inverted" checked={inverted} onChange={setInverted} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Average delivery time (minutes)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    backingBrush="transparent"
                    backingOutline="transparent"
                    minimumValue={min}
                    maximumValue={max}
                    interval={interval}
                    minorTickCount={minorCount}
                    // The scale occupies this part of the control's length (0 = left edge, 1 = right edge).
                    scaleStartExtent={start}
                    scaleEndExtent={end}
                    isScaleInverted={inverted}
                    value={38}
                    targetValue={30}
                    scaleBackgroundBrush="#fafafa"
                    scaleBackgroundOutline="#bdbdbd"
                    scaleBackgroundThickness={1}
                >
                    <IgrLinearGraphRange name="fast" startValue={min} endValue={30} brush="#e8e8e8" outline="#e8e8e8" />
                    <IgrLinearGraphRange name="slow" startValue={30} endValue={45} brush="#d0d0d0" outline="#d0d0d0" />
                    <IgrLinearGraphRange name="late" startValue={45} endValue={max} brush="#b8b8b8" outline="#b8b8b8" />
                </IgrBulletGraph>
            </div>
        </div>
    );
}
