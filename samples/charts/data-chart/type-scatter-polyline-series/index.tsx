import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartShapeModule,
  IgrLegend,
  IgrLegendModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterPolylineSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, StatusLine, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { trails } from "../_shared/trails";

IgrDataChartCoreModule.register();
IgrDataChartShapeModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// Each trail is its own series, so each gets a one-item data source, made once.
const sources = trails.map((t) => [t]);

export default function TypeScatterPolylineSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [thickness, setThickness] = useState(4);
  const [dashed, setDashed] = useState(false);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Line thickness" value={thickness} min={1} max={10} onChange={setThickness} />
        <SwitchControl label="Dashed lines" checked={dashed} onChange={setDashed} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <StatusLine>
        {trails.map((t) => `${t.name}: ${t.lengthKm} km, ${t.climbM} m climb (${t.difficulty})`).join(" · ")}
      </StatusLine>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Hiking trails of the park" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="east" title="km east of the car park" minimumValue={-1} maximumValue={5} interval={1} />
          <IgrNumericYAxis name="north" title="km north" minimumValue={-1} maximumValue={5} interval={1} />
          {/* A scatter polyline series draws each item's shapeMemberPath (arrays of points) as open lines. */}
          {trails.map((t, i) => (
            <IgrScatterPolylineSeries
              key={t.name}
              name={t.name}
              title={t.name}
              dataSource={sources[i]}
              shapeMemberPath="path"
              xAxisName="east"
              yAxisName="north"
              brush={t.color}
              outline={t.color}
              thickness={thickness}
              dashArray={dashed ? [thickness * 2, thickness] : undefined}
            />
          ))}
        </IgrDataChart>
      </div>
    </div>
  );
}
