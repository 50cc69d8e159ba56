import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { salesCountries, salesProducts, salesRecords } from "../_shared/sales-records";
import { ControlBar, SelectControl, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const countryOptions = salesCountries.map((c) => ({ value: c, text: c }));
const productOptions = [{ value: "all", text: "All products" }, ...salesProducts.map((p) => ({ value: p, text: p }))];

const displayModes = [
  { value: "Overlay", text: "Overlay" },
  { value: "Hidden", text: "Hidden" },
] as const;

type DisplayMode = (typeof displayModes)[number]["value"];

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#3f7cac"];
const outlines = ["#2c5d82"];

export default function ChartHighlightFilterSample() {
  const [country, setCountry] = useState("UK");
  const [product, setProduct] = useState("all");
  const [mode, setMode] = useState<DisplayMode>("Overlay");

  // The filter uses an OData-like syntax over the fields of the records.
  const filter = product === "all" ? `country eq '${country}'` : `country eq '${country}' and product eq '${product}'`;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlight country" value={country} options={countryOptions} width={170} onChange={setCountry} />
        <SelectControl label="Product" value={product} options={productOptions} width={170} onChange={setProduct} />
        <ToggleGroup label="Highlighted values" value={mode} options={displayModes} onChange={setMode} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        Columns show total sales of every country per quarter; the highlight filter <code>{filter}</code> draws the
        matching part on top, with the total behind it faded.
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={salesRecords}
          chartType="Column"
          chartTitle="Quarterly sales, all countries"
          yAxisTitle="Thousand USD"
          yAxisMinimumValue={0}
          initialGroups="period"
          initialSummaries="Sum(sales) as Sales"
          initialHighlightFilter={filter}
          highlightedValuesDisplayMode={mode}
          brushes={brushes}
          outlines={outlines}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
