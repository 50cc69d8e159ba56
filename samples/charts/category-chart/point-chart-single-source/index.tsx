import { useMemo, useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Toolbar, chartArea, chartPage } from "../_shared/controls";
import { countries, populationByYear, type Country } from "../../_shared/population";

IgrCategoryChartModule.register();

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#e15759"];
const outlines = ["#e15759"];
const markerBrushes = ["#e15759"];
const markerOutlines = ["#9c2f31"];

export default function PointChartSingleSourceSample() {
  const [country, setCountry] = useState<Country>("Nigeria");
  // A single array of { year, population }: one point per census year.
  const data = useMemo(() => populationByYear.map((row) => ({ year: row.year, population: row[country] })), [country]);

  return (
    <div style={chartPage}>
      <Toolbar>
        <IgrButtonGroup selection="single-required" onSelect={(e) => e.detail && setCountry(e.detail as Country)}>
          {countries.map((c) => (
            <IgrToggleButton key={c} value={c} selected={c === country}>
              {c}
            </IgrToggleButton>
          ))}
        </IgrButtonGroup>
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="Point"
          chartTitle={`Population of ${country}`}
          subtitle="Every five years, 1960–2020 (rounded estimates)"
          yAxisTitle="Millions"
          yAxisMinimumValue={0}
          brushes={brushes}
          outlines={outlines}
          markerBrushes={markerBrushes}
          markerOutlines={markerOutlines}
          markerTypes="Circle"
          toolTipType="Item"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
