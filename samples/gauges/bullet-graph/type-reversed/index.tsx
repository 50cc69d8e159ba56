import { useState } from "react";
import { IgrBulletGraph, IgrBulletGraphModule, IgrLinearGraphRange } from "igniteui-react-gauges";
import { ControlBar, SliderControl, SwitchControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrBulletGraphModule.register();

export default function BulletGraphTypeReversed() {
    const [reversed, setReversed] = useState(true);
    const [minutes, setMinutes] = useState(14);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SwitchControl label="Reversed scale" checked={reversed} onChange={setReversed} />
                <SliderControl label="First response time" value={minutes} min={0} max={60} format={(v) => `${v} min`} onChange={setMinutes} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>Support ticket first response time (minutes, lower is better)</h3>
                <IgrBulletGraph
                    width="100%"
                    height="150px"
                    minimumValue={0}
                    maximumValue={60}
                    interval={5}
                    minorTickCount={4}
                    labelFormat="{0} min"
                    // An inverted scale puts the minimum on the right: the bar grows right to left.
                    isScaleInverted={reversed}
                    value={minutes}
                    targetValue={15}
                    valueBrush="#4e342e"
                    valueOutline="#4e342e"
                    targetValueBrush="#d84315"
                    targetValueOutline="#d84315"
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    <IgrLinearGraphRange name="good" startValue={0} endValue={15} brush="#e8e8e8" outline="#e8e8e8" />
                    <IgrLinearGraphRange name="fair" startValue={15} endValue={30} brush="#cccccc" outline="#cccccc" />
                    <IgrLinearGraphRange name="poor" startValue={30} endValue={60} brush="#a8a8a8" outline="#a8a8a8" />
                </IgrBulletGraph>
                <p style={{ textAlign: "center", margin: 8 }}>
                    {minutes <= 15 ? "Within" : "Over"} the 15 minute service level target
                </p>
            </div>
        </div>
    );
}
