import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, StatusLine, ToggleGroup, chartArea, chartPage } from "../_shared/controls";

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

type Rotation = "manual" | "auto";
const rotations: { value: Rotation; text: string }[] = [
  { value: "manual", text: "Set by hand" },
  { value: "auto", text: "Automatic" },
];

export default function AxisLabelRotationSample() {
  const [xAngle, setXAngle] = useState(-45);
  const [yAngle, setYAngle] = useState(0);
  const [extent, setExtent] = useState(130);
  const [rotation, setRotation] = useState<Rotation>("manual");
  const auto = rotation === "auto";

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="X label rotation" value={rotation} options={rotations} onChange={setRotation} />
        {auto ? null : (
          <>
            <SliderControl label="X label angle" value={xAngle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setXAngle} />
            <SliderControl label="X label extent" value={extent} min={40} max={200} step={10} format={(v) => `${v} px`} onChange={setExtent} />
          </>
        )}
        <SliderControl label="Y label angle" value={yAngle} min={-90} max={90} step={15} format={(v) => `${v}°`} onChange={setYAngle} />
      </ControlBar>
      {auto ? <StatusLine>The chart picks the angle and the margin that fit the names; narrow the window and it picks again.</StatusLine> : null}
      <div style={chartArea}>
        {/* key: the chart measures its labels for automatic rotation when it is built. */}
        <IgrDataChart
          key={rotation}
          chartTitle="Units sold last quarter"
          shouldConsiderAutoRotationForInitialLabels={auto}
          autoMarginAndAngleUpdateMode={auto ? "SizeChanging" : "None"}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        >
          {/* labelExtent reserves space for the rotated labels so long names are not cut. */}
          {auto ? (
            <IgrCategoryXAxis name="products" label="product" dataSource={products} interval={1} />
          ) : (
            <IgrCategoryXAxis name="products" label="product" dataSource={products} interval={1} labelAngle={xAngle} labelExtent={extent} />
          )}
          <IgrNumericYAxis name="units" title="Units" minimumValue={0} labelAngle={yAngle} />
          <IgrColumnSeries name="sold" title="Units sold" xAxisName="products" yAxisName="units" dataSource={products} valueMemberPath="units" brush="#7e57c2" outline="#4527a0" />
        </IgrDataChart>
      </div>
    </div>
  );
}
