import { useEffect, useMemo, useRef, useState } from "react";
import {
  IgrDoughnutChart,
  IgrDoughnutChartModule,
  IgrRingSeries,
  IgrRingSeriesModule,
  IgrSliceClickEventArgs,
} from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, StatusLine, ToggleGroup } from "../../_shared/controls";
import { channelColors, trafficByChannel } from "../_shared/data";
import { themeText } from "../../_shared/theme-ink";

IgrDoughnutChartModule.register();
IgrRingSeriesModule.register();

type Highlight = "dark" | "accent";
const highlightOptions: { value: Highlight; text: string }[] = [
  { value: "dark", text: "Dark fill" },
  { value: "accent", text: "Accent fill" },
];
const highlights = {
  dark: { fill: "#1b263b", stroke: "#000000" },
  accent: { fill: "#ef476f", stroke: "#8d0801" },
};

// The component applies every new array or object it is given: one per module, not one per render.
const outlines = ["#ffffff"];

export default function DoughnutChartSelectionSample() {
  const [highlight, setHighlight] = useState<Highlight>("accent");
  // Indexes of the selected slices, in data order.
  const [selected, setSelected] = useState<number[]>([0, 2]);
  const seriesRef = useRef<IgrRingSeries>(null);

  useEffect(() => {
    [0, 2].forEach((index) => seriesRef.current?.selectedSlices.add(index));
  }, []);

  // With allowSliceSelection on, a click toggles the slice; the series keeps the selected indexes.
  const onSliceClick = (_chart: IgrDoughnutChart, e: IgrSliceClickEventArgs) => {
    const index = e.index;
    setSelected((list) => (e.isSelected ? [...list, index].sort((a, b) => a - b) : list.filter((i) => i !== index)));
  };

  const visits = selected.reduce((sum, i) => sum + (trafficByChannel[i]?.value ?? 0), 0);
  const style = highlights[highlight];

  // The ring leaves its outside labels black in every theme: they take the theme's text colour.
  const labelInk = useMemo(themeText, []);
  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Selected slice style" value={highlight} options={highlightOptions} onChange={setHighlight} />
      </ControlBar>
      <StatusLine>
        {selected.length
          ? `Selected: ${selected.map((i) => trafficByChannel[i]?.label).join(", ")} — ${visits}k visits`
          : "Click slices to select them."}
      </StatusLine>
      <div style={chartArea}>
        <IgrDoughnutChart
          allowSliceSelection={true}
          selectedSliceFill={style.fill}
          selectedSliceStroke={style.stroke}
          selectedSliceStrokeThickness={2}
          innerExtent={0.5}
          sliceClick={onSliceClick}
          width="100%"
          height="100%"
        >
          <IgrRingSeries
            labelOuterColor={labelInk}
            ref={seriesRef}
            name="channels"
            dataSource={trafficByChannel}
            valueMemberPath="value"
            labelMemberPath="label"
            labelsPosition="OutsideEnd"
            othersCategoryThreshold={0}
            brushes={channelColors}
            outlines={outlines}
            radiusFactor={0.7}
          />
        </IgrDoughnutChart>
      </div>
    </div>
  );
}
