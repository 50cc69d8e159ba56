import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartStackedModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericYAxis,
  IgrStackedColumnSeries,
  IgrStackedFragmentSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { regions, sales, type Region } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartStackedModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors: Record<Region, string> = { North: "#1f77b4", South: "#2ab3a6", East: "#8e6cc2", West: "#f28e2b" };

export default function StackedColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [gap, setGap] = useState(0.25);
  const [shown, setShown] = useState<Record<Region, boolean>>({ North: true, South: true, East: true, West: true });

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Gap between months" value={gap} min={0} max={1} step={0.05} onChange={setGap} />
        {regions.map((r) => (
          <SwitchControl key={r} label={r} checked={shown[r]} onChange={(on) => setShown({ ...shown, [r]: on })} />
        ))}
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Monthly revenue by region, 2024 (k$)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={sales} label="month" interval={1} gap={gap} />
          <IgrNumericYAxis name="revenue" title="k$" minimumValue={0} />
          <IgrStackedColumnSeries name="regions" dataSource={sales} xAxisName="months" yAxisName="revenue" showDefaultTooltip={true}>
            {regions
              .filter((r) => shown[r])
              .map((r) => (
                <IgrStackedFragmentSeries key={r} name={r} title={r} valueMemberPath={r} brush={colors[r]} outline="#ffffff" thickness={1} />
              ))}
          </IgrStackedColumnSeries>
        </IgrDataChart>
      </div>
    </div>
  );
}
