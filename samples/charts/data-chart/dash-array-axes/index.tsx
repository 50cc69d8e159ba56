import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { populationByYear } from "../../_shared/population";
import { ControlBar, SelectControl, chartArea, chartPage } from "../_shared/controls";
import { dashOptions, dashPatterns, type DashPattern } from "../_shared/dashes";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

export default function DashArrayAxesSample() {
  const [axisLine, setAxisLine] = useState<DashPattern>("solid");
  const [major, setMajor] = useState<DashPattern>("dashed");
  const [minor, setMinor] = useState<DashPattern>("dotted");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Axis lines" value={axisLine} options={dashOptions} width={210} onChange={setAxisLine} />
        <SelectControl label="Major gridlines" value={major} options={dashOptions} width={210} onChange={setMajor} />
        <SelectControl label="Minor gridlines" value={minor} options={dashOptions} width={210} onChange={setMinor} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Population of Brazil and Germany (millions)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis
            name="years"
            label="year"
            dataSource={populationByYear}
            stroke="#37474f"
            strokeThickness={2}
            strokeDashArray={dashPatterns[axisLine].dashes}
            majorStroke="#90a4ae"
            majorStrokeThickness={1}
            majorStrokeDashArray={dashPatterns[major].dashes}
          />
          <IgrNumericYAxis
            name="millions"
            minimumValue={0}
            maximumValue={250}
            interval={50}
            minorInterval={10}
            stroke="#37474f"
            strokeThickness={2}
            strokeDashArray={dashPatterns[axisLine].dashes}
            majorStroke="#90a4ae"
            majorStrokeThickness={1}
            majorStrokeDashArray={dashPatterns[major].dashes}
            minorStroke="#cfd8dc"
            minorStrokeThickness={1}
            minorStrokeDashArray={dashPatterns[minor].dashes}
          />
          <IgrLineSeries name="brazil" title="Brazil" xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath="Brazil" brush="#2e7d32" thickness={3} markerType="None" />
          <IgrLineSeries name="germany" title="Germany" xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath="Germany" brush="#424242" thickness={3} markerType="None" />
        </IgrDataChart>
      </div>
    </div>
  );
}
