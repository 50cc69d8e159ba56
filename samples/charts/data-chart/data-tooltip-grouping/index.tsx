import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataToolTipLayer,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { climate, cities, cityNames, type City } from "../../_shared/weather";
import { ControlBar, SelectControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { useChartWithTooltips } from "../_shared/tooltips";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataChartAnnotationModule.register();

const modes = [
  { value: "Grouped", text: "One tooltip for all series" },
  { value: "Individual", text: "One tooltip per series" },
] as const;

const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.45, y: 0.5 };

export default function DataTooltipGroupingSample() {
  const chart = useChartWithTooltips();
  const [city, setCity] = useState<City>("london");
  const [mode, setMode] = useState<(typeof modes)[number]["value"]>("Grouped");
  const [groupRows, setGroupRows] = useState(true);
  const data = climate[city];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="City" value={city} options={cityOptions} width={140} onChange={setCity} />
        <SelectControl label="Grouping mode" value={mode} options={modes} width={250} onChange={setMode} />
        <SwitchControl label="Group rows" checked={groupRows} onChange={setGroupRows} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart
          ref={chart}
          chartTitle={`${cityNames[city]} climate`}
          crosshairPoint={crosshairPoint}
          shouldSimulateHoverMoveCrosshairPoint={true}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          <IgrCategoryXAxis name="months" label="month" dataSource={data} />
          <IgrNumericYAxis name="temperature" title="°C" />
          <IgrNumericYAxis name="rain" title="mm" minimumValue={0} labelLocation="OutsideRight" majorStrokeThickness={0} />
          {/* dataLegendGroup puts the series under a group row in the tooltip. */}
          <IgrColumnSeries name="rainfall" title="Rainfall" dataLegendGroup="Precipitation" valueMemberAsLegendUnit="mm" xAxisName="months" yAxisName="rain" dataSource={data} valueMemberPath="rainfall" brush="#90caf9" outline="#42a5f5" />
          <IgrLineSeries name="high" title="High" dataLegendGroup="Temperature" valueMemberAsLegendUnit="°C" xAxisName="months" yAxisName="temperature" dataSource={data} valueMemberPath="high" brush="#e53935" thickness={3} markerType="None" />
          <IgrLineSeries name="low" title="Low" dataLegendGroup="Temperature" valueMemberAsLegendUnit="°C" xAxisName="months" yAxisName="temperature" dataSource={data} valueMemberPath="low" brush="#fb8c00" thickness={3} markerType="None" />
          <IgrDataToolTipLayer name="tooltip" groupingMode={mode} groupRowVisible={groupRows} groupTextStyle="bold 12px sans-serif" summaryType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
