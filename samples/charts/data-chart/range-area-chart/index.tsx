import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrRangeAreaSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function RangeAreaChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [opacity, setOpacity] = useState(0.45);
  const [thickness, setThickness] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Fill opacity" value={opacity} min={0.1} max={1} step={0.05} onChange={setOpacity} />
        <SliderControl label="Outline thickness" value={thickness} min={0} max={6} onChange={setThickness} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Daily temperature range: average low to average high" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={climate.madrid} label="month" interval={1} />
          <IgrNumericYAxis name="temperature" title="°C" minimumValue={-10} maximumValue={40} interval={10} />
          {/* A range area fills the band between lowMemberPath and highMemberPath. */}
          <IgrRangeAreaSeries
            name="oslo"
            title="Oslo"
            dataSource={climate.oslo}
            lowMemberPath="low"
            highMemberPath="high"
            xAxisName="months"
            yAxisName="temperature"
            brush="#1f77b4"
            outline="#1f77b4"
            areaFillOpacity={opacity}
            thickness={thickness}
            showDefaultTooltip={true}
          />
          <IgrRangeAreaSeries
            name="madrid"
            title="Madrid"
            dataSource={climate.madrid}
            lowMemberPath="low"
            highMemberPath="high"
            xAxisName="months"
            yAxisName="temperature"
            brush="#f28e2b"
            outline="#f28e2b"
            areaFillOpacity={opacity}
            thickness={thickness}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
