import { useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartRadialCoreModule,
  IgrDataChartRadialModule,
  IgrNumericRadiusAxis,
  IgrProportionalCategoryAngleAxis,
  IgrProportionalCategoryAngleAxisModule,
  IgrRadialPieSeries,
} from "igniteui-react-charts";
import { ControlBar, SliderControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartRadialCoreModule.register();
IgrDataChartRadialModule.register();
IgrProportionalCategoryAngleAxisModule.register();
IgrDataChartInteractivityModule.register();

// Revenue (k$) and customer satisfaction (0–100) of a fictional bakery chain's product lines.
const products = [
  { product: "Bread", revenue: 420, satisfaction: 88 },
  { product: "Pastries", revenue: 310, satisfaction: 93 },
  { product: "Cakes", revenue: 260, satisfaction: 79 },
  { product: "Coffee", revenue: 190, satisfaction: 71 },
  { product: "Sandwiches", revenue: 150, satisfaction: 84 },
  { product: "Juices", revenue: 45, satisfaction: 66 },
  { product: "Gift boxes", revenue: 30, satisfaction: 90 },
  { product: "Catering", revenue: 25, satisfaction: 75 },
];

type Radius = "satisfaction" | "equal";
const radii = [
  { value: "satisfaction", text: "Satisfaction" },
  { value: "equal", text: "Equal (plain pie)" },
] as const;

const data = products.map((p) => ({ ...p, full: 100 }));

export default function RadialPieProportionalCategoryAngleAxisSample() {
  const [radius, setRadius] = useState<Radius>("satisfaction");
  const [threshold, setThreshold] = useState(5);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Slice length" value={radius} options={radii} onChange={setRadius} />
        <SliderControl label="Others below" value={threshold} min={0} max={15} format={(v) => `${v} %`} onChange={setThreshold} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Revenue share (angle) and customer satisfaction (length) by product line" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* A proportional angle axis gives each category an angle proportional to valueMemberPath,
              so the slices add up like a pie; small ones can be merged into an "Others" slice. */}
          <IgrProportionalCategoryAngleAxis
            name="products"
            dataSource={data}
            label="product"
            valueMemberPath="revenue"
            othersCategoryType="Percent"
            othersCategoryThreshold={threshold}
            othersCategoryText="Others"
            startAngleOffset={-90}
            interval={1}
          />
          {/* The radius scale as a ruler below the plot: along the radius its labels lay on the series' fills,
              where no one ink reads in every theme (the theme's grey read at 2.1:1 to 4.2:1 on them). */}
          <IgrNumericRadiusAxis name="score" minimumValue={0} maximumValue={100} interval={25} radiusExtentScale={0.8} labelLocation="OutsideBottom" />
          <IgrRadialPieSeries
            name="productSlices"
            title="Product lines"
            dataSource={data}
            valueMemberPath={radius === "equal" ? "full" : "satisfaction"}
            angleAxisName="products"
            valueAxisName="score"
            useItemWiseColors={true}
            outline="#ffffff"
            thickness={2}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
