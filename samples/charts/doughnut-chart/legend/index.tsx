import { useState } from "react";
import {
  IgrDoughnutChart,
  IgrDoughnutChartModule,
  IgrItemLegend,
  IgrItemLegendModule,
  IgrRingSeries,
  IgrRingSeriesModule,
} from "igniteui-react-charts";
import { chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { channelColors, trafficByChannel } from "../_shared/data";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();
IgrItemLegendModule.register();

type Orientation = "Vertical" | "Horizontal";
const orientations: Orientation[] = ["Vertical", "Horizontal"];

type Caption = "label" | "share";
const captions: { value: Caption; text: string }[] = [
  { value: "label", text: "Channel" },
  { value: "share", text: "Channel and share" },
];

const total = trafficByChannel.reduce((sum, s) => sum + s.value, 0);
const channels = trafficByChannel.map((s) => ({ ...s, share: `${s.label} — ${((s.value / total) * 100).toFixed(1)}%` }));

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DoughnutChartLegendSample() {
  const [orientation, setOrientation] = useState<Orientation>("Vertical");
  const [caption, setCaption] = useState<Caption>("share");
  // The ring series (not the chart) is connected to the legend.
  const [legend, setLegend] = useState<IgrItemLegend | null>(null);
  const vertical = orientation === "Vertical";

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Legend orientation" value={orientation} options={orientations} onChange={setOrientation} />
        <ToggleGroup label="Legend text" value={caption} options={captions} onChange={setCaption} />
      </ControlBar>
      <div style={{ flex: 1, minHeight: 300, display: "flex", flexDirection: vertical ? "row" : "column-reverse", gap: 16 }}>
        <div style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
          <IgrDoughnutChart innerExtent={0.55} width="100%" height="100%">
            <IgrRingSeries
              name="channels"
              dataSource={channels}
              valueMemberPath="value"
              labelMemberPath="label"
              legendLabelMemberPath={caption}
              labelsPosition="None"
              othersCategoryThreshold={0}
              brushes={channelColors}
              outlines={outlines}
              radiusFactor={0.85}
              legend={legend}
            />
          </IgrDoughnutChart>
        </div>
        <div style={{ alignSelf: "center" }}>
          <div style={{ fontWeight: 600, marginBottom: 6, textAlign: vertical ? "left" : "center" }}>Visits by channel</div>
          <IgrItemLegend key={orientation} ref={setLegend} orientation={orientation} />
        </div>
      </div>
    </div>
  );
}
