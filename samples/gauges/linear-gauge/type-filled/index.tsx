import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

const goal = 50000;

export default function LinearGaugeTypeFilled() {
    const [raised, setRaised] = useState(34250);
    const percent = Math.round((raised / goal) * 100);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Donations raised" value={raised} min={0} max={goal} step={250} format={(v) => `$${v.toLocaleString("en-US")}`} onChange={setRaised} />
            </ControlBar>
            <div style={gaugeCenter}>
                <h3 style={{ textAlign: "center", margin: 0 }}>
                    ${raised.toLocaleString("en-US")} raised of ${goal.toLocaleString("en-US")} ({percent}%)
                </h3>
                <IgrLinearGauge
                    width="100%"
                    height="150px"
                    minimumValue={0}
                    maximumValue={goal}
                    interval={5000}
                    minorTickCount={4}
                    labelFormat="${0}"
                    value={raised}
                    // The scale is the empty track; a range from the minimum to the value fills it.
                    scaleBrush="#e8eaf6"
                    scaleInnerExtent={0.3}
                    scaleOuterExtent={0.9}
                    tickStartExtent={0.1}
                    tickEndExtent={0.3}
                    minorTickStartExtent={0.2}
                    minorTickEndExtent={0.3}
                    // A thin rectangle marks the end of the fill.
                    needleShape={LinearGraphNeedleShape.Rectangle}
                    needleBreadth={4}
                    needleInnerExtent={0.25}
                    needleOuterExtent={0.95}
                    needleBrush="#1a237e"
                    needleOutline="#1a237e"
                    backingBrush="transparent"
                    backingOutline="transparent"
                >
                    <IgrLinearGraphRange
                        name="raised"
                        startValue={0}
                        endValue={raised}
                        brush="#5c6bc0"
                        outline="#5c6bc0"
                        innerStartExtent={0.3}
                        innerEndExtent={0.3}
                        outerStartExtent={0.9}
                        outerEndExtent={0.9}
                    />
                </IgrLinearGauge>
            </div>
        </div>
    );
}
