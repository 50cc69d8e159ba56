import { useMemo, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrFinalValueLayer,
  IgrNumericYAxis,
  type IgrDataChartMouseButtonEventArgs,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, StatusLine, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

interface Week {
  week: string;
  hours: number;
}

// Volunteer hours logged per week at a community garden (invented); the page edits this list.
const initialWeeks: Week[] = [32, 41, 38, 45, 29, 50, 47, 36].map((hours, i) => ({ week: `Week ${i + 1}`, hours }));

export default function CustomEditingDataSample() {
  const [weeks, setWeeks] = useState<Week[]>(initialWeeks);
  const [selected, setSelected] = useState(0);
  const current = weeks[selected] ?? weeks[0]!;

  // The chart redraws when it receives a new array, so every edit replaces the list.
  const setHours = (hours: number) => setWeeks((list) => list.map((w, i) => (i === selected ? { ...w, hours } : w)));
  const addWeek = () => {
    setWeeks((list) => [...list, { week: `Week ${list.length + 1}`, hours: 40 }]);
    setSelected(weeks.length);
  };
  const removeWeek = () => {
    if (weeks.length <= 1) return;
    setWeeks((list) => list.slice(0, -1));
    setSelected((i) => Math.min(i, weeks.length - 2));
  };

  // A fresh copy whenever the selection changes too, so the chart restyles the selected column.
  const data = useMemo(() => weeks.map((w) => ({ ...w })), [weeks, selected]);

  const onColumnClick = (_s: unknown, e: IgrDataChartMouseButtonEventArgs) => {
    const index = weeks.findIndex((w) => w.week === (e.item as Week | undefined)?.week);
    if (index >= 0) setSelected(index);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Week" value={String(selected)} options={weeks.map((w, i) => ({ value: String(i), text: w.week }))} width={140} onChange={(v) => setSelected(Number(v))} />
        <SliderControl label={`Hours in ${current.week}`} value={current.hours} min={0} max={80} onChange={setHours} />
        <div style={{ display: "flex", gap: 6, paddingBottom: 2 }}>
          <IgrButton variant="outlined" onClick={addWeek}>Add week</IgrButton>
          <IgrButton variant="outlined" onClick={removeWeek} disabled={weeks.length <= 1}>Remove last week</IgrButton>
          <IgrButton variant="flat" onClick={() => { setWeeks(initialWeeks); setSelected(0); }}>Reset</IgrButton>
        </div>
      </ControlBar>
      <StatusLine>
        Click a column to pick its week. Total: {weeks.reduce((sum, w) => sum + w.hours, 0)} hours over {weeks.length} weeks.
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Volunteer hours per week" seriesClick={onColumnClick} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="weeks" label="week" dataSource={data} />
          <IgrNumericYAxis name="hours" title="Hours" minimumValue={0} maximumValue={80} />
          <IgrColumnSeries
            name="logged"
            title="Hours"
            xAxisName="weeks"
            yAxisName="hours"
            dataSource={data}
            valueMemberPath="hours"
            brush="#8bc34a"
            outline="#558b2f"
            // Colour the selected week's column differently.
            isCustomCategoryStyleAllowed={true}
            assigningCategoryStyle={(_s, e) => {
              if (e.startIndex === selected) {
                e.fill = "#ff7043";
                e.stroke = "#d84315";
              }
            }}
          />
          <IgrFinalValueLayer name="last" axisAnnotationBackground="#558b2f" axisAnnotationTextColor="#ffffff" />
        </IgrDataChart>
      </div>
    </div>
  );
}
