import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { countries, populationByYear } from "../../_shared/population";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { useChartWithTooltips } from "../_shared/tooltips";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

const colors = { Nigeria: "#2e7d32", Brazil: "#f9a825", Japan: "#c62828", Germany: "#424242" };

const positions = [
  { value: "TrackRight", text: "Follow pointer, right" },
  { value: "TrackLeft", text: "Follow pointer, left" },
  { value: "PinLeft", text: "Pinned left" },
  { value: "PinRight", text: "Pinned right" },
  { value: "SnapMiddle", text: "Centred on the item" },
] as const;

const summaries = [
  { value: "Total", text: "Total" },
  { value: "Average", text: "Average" },
  { value: "None", text: "None" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.5, y: 0.5 };

export default function DataTooltipSample() {
  const [position, setPosition] = useState<(typeof positions)[number]["value"]>("TrackRight");
  const [summary, setSummary] = useState<(typeof summaries)[number]["value"]>("Total");
  const [header, setHeader] = useState(true);
  const [units, setUnits] = useState(true);
  const chart = useChartWithTooltips();

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Position" value={position} options={positions} width={210} onChange={setPosition} />
        <SelectControl label="Summary" value={summary} options={summaries} width={130} onChange={setSummary} />
        <SwitchControl label="Header" checked={header} onChange={setHeader} />
        <SwitchControl label="Units" checked={units} onChange={setUnits} />
      </ControlBar>
      <StatusLine>Move the pointer over the chart: one tooltip lists every series at that year.</StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          chartTitle="Population (millions)"
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="years" label="year" dataSource={populationByYear} />
          <IgrNumericYAxis name="millions" minimumValue={0} />
          {countries.map((c) => (
            <IgrLineSeries key={c} name={c} title={c} xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath={c} brush={colors[c]} thickness={3} markerType="None" />
          ))}
          {/* The data tooltip layer replaces per-series tooltips with one table for the item under the pointer. */}
          <IgrDataToolTipLayer
            name="tooltip"
            groupedPositionModeX={position}
            summaryType={summary}
            headerRowVisible={header}
            unitsText="M"
            unitsDisplayMode={units ? "Visible" : "Hidden"}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
