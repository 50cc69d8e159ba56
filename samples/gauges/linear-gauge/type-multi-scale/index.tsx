import { useState } from "react";
import { IgrLinearGauge, IgrLinearGaugeModule, IgrLinearGraphRange, LinearGraphNeedleShape } from "igniteui-react-gauges";
import { ControlBar, SliderControl, gaugeCenter, gaugePage } from "../../_shared/controls";

IgrLinearGaugeModule.register();

const minC = -30;
const maxC = 50;
const toF = (c: number) => (c * 9) / 5 + 32;

// Both gauges use the same start and end extents, so their scales line up exactly.
const shared = {
    width: "100%",
    height: "110px",
    scaleStartExtent: 0.05,
    scaleEndExtent: 0.95,
    backingBrush: "transparent",
    backingOutline: "transparent",
    scaleBrush: "transparent",
    needleShape: LinearGraphNeedleShape.Rectangle,
    needleBreadth: 4,
    needleBrush: "#c62828",
    needleOutline: "#c62828",
};

export default function LinearGaugeTypeMultiScale() {
    const [celsius, setCelsius] = useState(21);

    return (
        <div style={gaugePage}>
            <ControlBar>
                <SliderControl label="Temperature" value={celsius} min={minC} max={maxC} format={(v) => `${v} °C = ${toF(v).toFixed(1)} °F`} onChange={setCelsius} />
            </ControlBar>
            <div style={gaugeCenter}>
                <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, background: "var(--ig-gray-50)", padding: "4px 0" }}>
                    {/* Celsius scale: labels and ticks above the shared band. */}
                    <IgrLinearGauge
                        {...shared}
                        minimumValue={minC}
                        maximumValue={maxC}
                        interval={10}
                        minorTickCount={9}
                        labelFormat="{0} °C"
                        labelExtent={0.75}
                        tickStartExtent={0.1}
                        tickEndExtent={0.5}
                        minorTickStartExtent={0.1}
                        minorTickEndExtent={0.3}
                        value={celsius}
                        needleInnerExtent={0}
                        needleOuterExtent={0.5}
                    >
                        <IgrLinearGraphRange name="band" startValue={minC} endValue={maxC} brush="#ffccbc" outline="#ffccbc" innerStartExtent={0} innerEndExtent={0} outerStartExtent={0.1} outerEndExtent={0.1} />
                    </IgrLinearGauge>
                    {/* Fahrenheit scale: the same range converted, labels and ticks below the band. */}
                    <IgrLinearGauge
                        {...shared}
                        minimumValue={toF(minC)}
                        maximumValue={toF(maxC)}
                        interval={20}
                        minorTickCount={3}
                        // Start labels and major ticks 22 °F after the minimum (-22 °F), i.e. at 0 °F.
                        labelsPostInitial={22}
                        ticksPostInitial={22}
                        labelFormat="{0} °F"
                        labelExtent={0.1}
                        tickStartExtent={0.5}
                        tickEndExtent={0.9}
                        minorTickStartExtent={0.7}
                        minorTickEndExtent={0.9}
                        value={toF(celsius)}
                        needleInnerExtent={0.5}
                        needleOuterExtent={1}
                    >
                        <IgrLinearGraphRange name="band" startValue={toF(minC)} endValue={toF(maxC)} brush="#ffccbc" outline="#ffccbc" innerStartExtent={0.9} innerEndExtent={0.9} outerStartExtent={1} outerEndExtent={1} />
                    </IgrLinearGauge>
                </div>
            </div>
        </div>
    );
}
