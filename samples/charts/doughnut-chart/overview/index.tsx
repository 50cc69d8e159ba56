import { useMemo, useState } from "react";
import { IgrDoughnutChart, IgrDoughnutChartModule, IgrRingSeries, IgrRingSeriesModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { channelColors, trafficByChannel } from "../_shared/data";
import { themeText } from "../../_shared/theme-ink";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();

type Position = "BestFit" | "OutsideEnd" | "InsideEnd" | "Center" | "None";
const positions: { value: Position; text: string }[] = [
  { value: "BestFit", text: "Best fit" },
  { value: "OutsideEnd", text: "Outside end" },
  { value: "InsideEnd", text: "Inside end" },
  { value: "Center", text: "Center" },
  { value: "None", text: "None" },
];

const total = trafficByChannel.reduce((sum, s) => sum + s.value, 0);

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DoughnutChartOverviewSample() {
  const [hole, setHole] = useState(0.5);
  const [position, setPosition] = useState<Position>("OutsideEnd");

  // The ring leaves its outside labels black in every theme: they take the theme's text colour.
  const labelInk = useMemo(themeText, []);
  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Hole size" value={hole} min={0.1} max={0.8} step={0.05} onChange={setHole} />
        <SelectControl label="Labels" value={position} options={positions} onChange={setPosition} />
      </ControlBar>
      <div style={{ ...chartArea, position: "relative" }}>
        {/* The doughnut chart draws one or more ring series; innerExtent sets the hole. */}
        <IgrDoughnutChart innerExtent={hole} width="100%" height="100%">
          <IgrRingSeries
            labelOuterColor={labelInk}
            name="channels"
            dataSource={trafficByChannel}
            valueMemberPath="value"
            labelMemberPath="label"
            labelsPosition={position}
            leaderLineType="Arc"
            othersCategoryThreshold={0}
            brushes={channelColors}
            outlines={outlines}
            radiusFactor={0.75}
          />
        </IgrDoughnutChart>
        {/* The hole is free space: a total placed over its centre. */}
        <div style={{ position: "absolute", inset: 0, display: "grid", placeItems: "center", pointerEvents: "none", textAlign: "center" }}>
          <div>
            <div style={{ fontSize: 28, fontWeight: 700 }}>{total.toLocaleString("en-US")}k</div>
            <div style={{ fontSize: 13, opacity: 0.7 }}>visits in May</div>
          </div>
        </div>
      </div>
    </div>
  );
}
