import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrNumericRadiusAxis,
  IgrRadialPieSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { regions, sales, type Region } from "../../_shared/sales";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();

const colors: Record<Region, string> = { North: "#1f77b4", South: "#2ab3a6", East: "#8e6cc2", West: "#f28e2b" };

export default function RadialPieChartSample() {
  const [region, setRegion] = useState<Region>("East");
  const [inner, setInner] = useState(0);
  const [opacity, setOpacity] = useState(0.8);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Region" value={region} options={regions} width={150} onChange={setRegion} />
        <SliderControl label="Inner radius" value={inner} min={0} max={0.5} step={0.05} format={(v) => `${Math.round(v * 100)} %`} onChange={setInner} />
        <SliderControl label="Fill opacity" value={opacity} min={0.2} max={1} step={0.1} onChange={setOpacity} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle={`Monthly revenue, ${region} region (k$)`} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryAngleAxis name="months" dataSource={sales} label="month" interval={1} startAngleOffset={-90} />
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="revenue" minimumValue={0} maximumValue={350} interval={50} innerRadiusExtentScale={inner} radiusExtentScale={0.85} labelLocation="OutsideBottom" />
          {/* Each slice spans one month; its length from the centre is the month's revenue. */}
          <IgrRadialPieSeries
            name="monthlyRevenue"
            title={region}
            dataSource={sales}
            valueMemberPath={region}
            angleAxisName="months"
            valueAxisName="revenue"
            brush={colors[region]}
            outline="#ffffff"
            thickness={2}
            areaFillOpacity={opacity}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
