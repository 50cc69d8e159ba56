import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
  IgrPointSeries,
  type IgrDataChartMouseButtonEventArgs,
  type IgrPlotAreaMouseEventArgs,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, StatusLine, ToggleGroup, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
// The series and plot area mouse events come from the interactivity module.
IgrDataChartInteractivityModule.register();

interface Week {
  week: string;
  hours: number;
}

// Volunteer hours planned per week at a community garden (invented); the user drags them into shape.
const initialWeeks: Week[] = [32, 41, 38, 45, 29, 50, 47, 36].map((hours, i) => ({ week: `Week ${i + 1}`, hours }));
const maxHours = 80;

type SeriesType = "line" | "point";
const seriesTypes: { value: SeriesType; text: string }[] = [
  { value: "line", text: "Line" },
  { value: "point", text: "Points" },
];

export default function CustomEditingDataSample() {
  const yAxis = useRef<IgrNumericYAxis>(null);
  const [weeks, setWeeks] = useState<Week[]>(initialWeeks);
  const [seriesType, setSeriesType] = useState<SeriesType>("line");
  const [step, setStep] = useState(1);
  // The index of the week being dragged; a ref, since the mouse events fire faster than React renders.
  const dragging = useRef<number | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  // Pressing a marker picks its week: the event carries the data item under the pointer.
  const startDrag = (_chart: unknown, e: IgrDataChartMouseButtonEventArgs) => {
    const index = weeks.findIndex((w) => w.week === (e.item as Week | undefined)?.week);
    if (index < 0) return;
    dragging.current = index;
    setDragged(index);
  };

  // While the button is held, the pointer's height becomes the week's value: unscaleValue turns a
  // pixel position of the chart back into a value of the axis.
  const drag = (_chart: unknown, e: IgrPlotAreaMouseEventArgs) => {
    const index = dragging.current;
    if (index === null || !yAxis.current) return;
    const raw = yAxis.current.unscaleValue(e.chartPosition.y);
    const hours = Math.min(maxHours, Math.max(0, Math.round(raw / step) * step));
    // The chart redraws when it receives a new array, so every edit replaces the list.
    setWeeks((list) => (list[index]!.hours === hours ? list : list.map((w, i) => (i === index ? { ...w, hours } : w))));
  };

  const endDrag = () => {
    dragging.current = null;
    setDragged(null);
  };

  const addWeek = () => setWeeks((list) => [...list, { week: `Week ${list.length + 1}`, hours: 40 }]);
  const removeWeek = () => setWeeks((list) => (list.length > 1 ? list.slice(0, -1) : list));

  const total = weeks.reduce((sum, w) => sum + w.hours, 0);
  const series =
    seriesType === "line" ? (
      <IgrLineSeries key="line" name="line" title="Hours" xAxisName="weeks" yAxisName="hours" dataSource={weeks} valueMemberPath="hours" brush="#558b2f" thickness={3} markerType="Circle" markerBrush="#8bc34a" markerOutline="#33691e" markerThickness={2} />
    ) : (
      <IgrPointSeries key="point" name="point" title="Hours" xAxisName="weeks" yAxisName="hours" dataSource={weeks} valueMemberPath="hours" markerType="Diamond" markerBrush="#8bc34a" markerOutline="#33691e" markerThickness={2} />
    );

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Series" value={seriesType} options={seriesTypes} onChange={setSeriesType} />
        <SliderControl label="Snap to" value={step} min={1} max={10} format={(v) => `${v} h`} onChange={setStep} />
        <div style={{ display: "flex", gap: 6, paddingBottom: 2 }}>
          <IgrButton variant="outlined" onClick={addWeek}>Add week</IgrButton>
          <IgrButton variant="outlined" onClick={removeWeek} disabled={weeks.length <= 1}>Remove last week</IgrButton>
          <IgrButton variant="flat" onClick={() => setWeeks(initialWeeks)}>Reset</IgrButton>
        </div>
      </ControlBar>
      <StatusLine>
        {dragged !== null
          ? `Editing ${weeks[dragged]!.week}: ${weeks[dragged]!.hours} hours`
          : `Press a marker and drag it up or down to change its week. Total: ${total} hours over ${weeks.length} weeks.`}
      </StatusLine>
      <div style={chartArea} onPointerUp={endDrag} onPointerLeave={endDrag}>
        {/* No drag zoom or pan: a drag on the plot edits the data instead. */}
        <IgrDataChart
          chartTitle="Volunteer hours per week"
          defaultInteraction="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          seriesMouseLeftButtonDown={startDrag}
          plotAreaMouseOver={drag}
          plotAreaMouseLeftButtonUp={endDrag}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="weeks" label="week" dataSource={weeks} interval={1} />
          <IgrNumericYAxis ref={yAxis} name="hours" title="Hours" minimumValue={0} maximumValue={maxHours} />
          {series}
        </IgrDataChart>
      </div>
    </div>
  );
}
