import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

const cells = 10;

function cellColor(charge: number) {
    if (charge <= 20) return "#e53935";
    if (charge <= 40) return "#fb8c00";
    return "#43a047";
}

export default function LinearGaugeTypeSegmented() {
    const [charge, setCharge] = useState(70);
    const lit = cellColor(charge);

    // One range per cell, with a gap between cells; cells up to the charge are lit.
    const segments = Array.from({ length: cells }, (_, i) => {
        const start = i * (100 / cells);
        return { start: start + 1, end: start + 100 / cells - 1, on: start < charge };
    });

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Battery charge" value={charge} min={0} max={100} step={10} format={(v) => `${v}%`} onChange={setCharge} />
            </ControlBar>
            <div style={gaugeCenter}>
                <IgrLinearGauge
                    width="100%"
                    height="160px"
                    minimumValue={0}
                    maximumValue={100}
                    interval={10}
                    minorTickCount={0}
                    labelFormat="{0}%"
                    value={charge}
                    scaleBrush="transparent"
                    tickBrush="transparent"
                    // The needle is hidden: the lit segments show the value.
                    needleShape={LinearGraphNeedleShape.Rectangle}
                    needleBreadth={0}
                    needleBrush="transparent"
                    needleOutline="transparent"
                    backingBrush="#263238"
                    backingOutline="#263238"
                    fontBrush="#eceff1"
                >
                    {segments.map((s, i) => (
                        <IgrLinearGraphRange
                            key={`cell${i}`}
                            name={`cell${i}`}
                            startValue={s.start}
                            endValue={s.end}
                            brush={s.on ? lit : "#455a64"}
                            outline={s.on ? lit : "#455a64"}
                            innerStartExtent={0.2}
                            innerEndExtent={0.2}
                            outerStartExtent={0.9}
                            outerEndExtent={0.9}
                        />
                    ))}
                </IgrLinearGauge>
            </div>
        </div>
    );
}
