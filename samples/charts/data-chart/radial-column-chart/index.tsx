import { useState } from "react";
import {
  IgrCategoryAngleAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericRadiusAxis,
  IgrRadialColumnSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../../_shared/controls";
import { climate } from "../../_shared/weather";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

export default function RadialColumnChartSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [inner, setInner] = useState(0.15);
  const [startAngle, setStartAngle] = useState(-90);
  const [rounding, setRounding] = useState(2);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Inner radius" value={inner} min={0} max={0.5} step={0.05} format={(v) => `${Math.round(v * 100)} %`} onChange={setInner} />
        <SliderControl label="Start angle" value={startAngle} min={-180} max={180} step={15} format={(v) => `${v}°`} onChange={setStartAngle} />
        <SliderControl label="Corner radius" value={rounding} min={0} max={10} onChange={setRounding} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Average monthly rainfall (mm)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* startAngleOffset -90 puts January at twelve o'clock. */}
          <IgrCategoryAngleAxis name="months" dataSource={climate.london} label="month" interval={1} startAngleOffset={startAngle} gap={0.2} />
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="rainfall" minimumValue={0} maximumValue={100} interval={20} innerRadiusExtentScale={inner} radiusExtentScale={0.85} labelLocation="OutsideBottom" />
          <IgrRadialColumnSeries
            name="oslo"
            title="Oslo"
            dataSource={climate.oslo}
            valueMemberPath="rainfall"
            angleAxisName="months"
            valueAxisName="rainfall"
            brush="#1f77b4"
            outline="#1f77b4"
            radiusX={rounding}
            radiusY={rounding}
            showDefaultTooltip={true}
          />
          <IgrRadialColumnSeries
            name="madrid"
            title="Madrid"
            dataSource={climate.madrid}
            valueMemberPath="rainfall"
            angleAxisName="months"
            valueAxisName="rainfall"
            brush="#f28e2b"
            outline="#f28e2b"
            radiusX={rounding}
            radiusY={rounding}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
