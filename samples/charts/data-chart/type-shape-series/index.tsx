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
  IgrScatterPolygonSeries,
  IgrScatterPolylineSeries,
} from "igniteui-react-charts";
import { ControlBar, SwitchControl, chartArea, chartPage } from "../../_shared/controls";
import { areas, trails } from "../_shared/trails";

IgrDataChartCoreModule.register();
IgrDataChartShapeModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

// One polygon series per area, each with a one-item data source made once.
const areaSources = areas.map((a) => [a]);

// The component applies every new array or object it is given: one per module, not one per render.
const dashArray = [6, 3];

export default function TypeShapeSeriesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [showAreas, setShowAreas] = useState(true);
  const [showTrails, setShowTrails] = useState(true);

  // The two shape series read the same kind of data (arrays of point arrays in shapeMemberPath):
  // polygons are closed and filled, polylines are open lines. Together they make a small map.
  const layers = [];
  if (showAreas) {
    layers.push(
      ...areas.map((a, i) => (
        <IgrScatterPolygonSeries key={a.name} name={a.name} title={a.name} dataSource={areaSources[i]} shapeMemberPath="ring" xAxisName="east" yAxisName="north" brush={a.color} outline="#6b6b6b" thickness={1} />
      )),
    );
  }
  if (showTrails) {
    layers.push(
      <IgrScatterPolylineSeries key="trails" name="trails" title="Trails" dataSource={trails} shapeMemberPath="path" xAxisName="east" yAxisName="north" brush="#7a3e00" outline="#7a3e00" thickness={3} dashArray={dashArray} />,
    );
  }

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Polygons (lake, woods, meadow)" checked={showAreas} onChange={setShowAreas} />
        <SwitchControl label="Polylines (trails)" checked={showTrails} onChange={setShowTrails} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart legend={legend} chartTitle="Park map from shape series" plotAreaBackground="#f4f1e8" isHorizontalZoomEnabled={true} isVerticalZoomEnabled={true} width="100%" height="100%">
          <IgrNumericXAxis name="east" title="km east" minimumValue={-1} maximumValue={5.5} interval={1} />
          <IgrNumericYAxis name="north" title="km north" minimumValue={-1} maximumValue={5.5} interval={1} />
          {/* The chart cannot take null children, so the shown layers are collected in an array. */}
          {layers}
        </IgrDataChart>
      </div>
    </div>
  );
}
