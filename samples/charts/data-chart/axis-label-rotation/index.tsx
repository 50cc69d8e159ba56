import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();

// Units sold last quarter by a fictional outdoor store: long product names need rotated labels.
const products = [
  { product: "Trail running shoes", units: 1240 },
  { product: "Waterproof hiking jacket", units: 860 },
  { product: "Insulated water bottle", units: 2110 },
  { product: "Two-person dome tent", units: 390 },
  { product: "Down sleeping bag", units: 520 },
  { product: "Carbon trekking poles", units: 770 },
  { product: "Headlamp 400 lumen", units: 1480 },
  { product: "Merino base layer", units: 1030 },
  { product: "Lightweight daypack 20 L", units: 940 },
  { product: "Camping stove kit", units: 610 },
];

export default function AxisLabelRotationSample() {
  const [xAngle, setXAngle] = useState(-45);
  const [yAngle, setYAngle] = useState(0);
  const [extent, setExtent] = useState(130);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="X label angle" value={xAngle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setXAngle} />
        <SliderControl label="X label extent" value={extent} min={40} max={200} step={10} format={(v) => `${v} px`} onChange={setExtent} />
        <SliderControl label="Y label angle" value={yAngle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setYAngle} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Units sold last quarter" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* labelExtent reserves space for the rotated labels so long names are not cut. */}
          <IgrCategoryXAxis name="products" label="product" dataSource={products} interval={1} labelAngle={xAngle} labelExtent={extent} />
          <IgrNumericYAxis name="units" title="Units" minimumValue={0} labelAngle={yAngle} />
          <IgrColumnSeries name="sold" title="Units sold" xAxisName="products" yAxisName="units" dataSource={products} valueMemberPath="units" brush="#7e57c2" outline="#4527a0" />
        </IgrDataChart>
      </div>
    </div>
  );
}
