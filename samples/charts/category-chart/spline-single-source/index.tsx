import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { cities, cityNames, climate, type City } from "../../_shared/weather";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

// The component applies every new array or object it is given: one per module, not one per render.
const includedProperties = ["month", "high", "low"];
const brushes = ["#e4572e", "#2e86ab"];
const outlines = ["#e4572e", "#2e86ab"];
const markerBrushes = ["white"];
const markerOutlines = ["#e4572e", "#2e86ab"];

export default function SplineSingleSourceSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [city, setCity] = useState<City>("madrid");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="City" value={city} options={cityOptions} width={160} onChange={setCity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        {/* One array of { month, high, low, rainfall }: includedProperties keeps the two temperatures,
            so the single source gives one spline for the highs and one for the lows. */}
        <IgrCategoryChart
          dataSource={climate[city]}
          includedProperties={includedProperties}
          legend={legend}
          chartType="Spline"
          chartTitle={`${cityNames[city]}: average daily temperatures`}
          subtitle="Rounded climate normals"
          yAxisTitle="°C"
          yAxisLabelFormat="{0}°"
          brushes={brushes}
          outlines={outlines}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          thickness={3}
          toolTipType="Category"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
