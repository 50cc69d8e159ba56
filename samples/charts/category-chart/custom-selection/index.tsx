import { useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrCategoryChart,
  IgrCategoryChartModule,
  IgrChartSelection,
  IgrLegend,
  IgrLegendModule,
  IgrSeriesMatcher,
  type IgrSeriesViewerSelectedSeriesItemsChangedEventArgs,
} from "igniteui-react-charts";
import { productSales2024, salesProducts } from "../_shared/sales-records";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

type Row = (typeof productSales2024)[number];

const colors = [
  { value: "#ff6f00", text: "Orange" },
  { value: "#d81b60", text: "Pink" },
  { value: "#212121", text: "Black" },
] as const;

type SelectionColor = (typeof colors)[number]["value"];

interface Picked {
  product: string;
  quarter: string;
  sales: number;
}

export default function CustomSelectionSample() {
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [color, setColor] = useState<SelectionColor>("#ff6f00");
  const [picked, setPicked] = useState<Picked[]>([]);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  // Keep our own list in step with the chart's selection, whether it changed by a click or in code.
  const onSelectionChanged = (_chart: unknown, e: IgrSeriesViewerSelectedSeriesItemsChangedEventArgs) => {
    const list = e.currentItems.toArray().flatMap((selection): Picked[] => {
      const row = selection.item as Row | undefined;
      const product = (selection.series?.title ?? selection.matcher?.memberPath) as string | undefined;
      return row && product ? [{ product, quarter: row.quarter, sales: Number(row[product]) }] : [];
    });
    setPicked(list);
  };

  // Selects, in code, the weakest quarter of every product: the matcher finds the series by its value member path.
  const selectWeakestQuarters = () => {
    if (!chart) return;
    chart.selectedSeriesItems.clear();
    for (const product of salesProducts) {
      const weakest = productSales2024.reduce((a, b) => (Number(b[product]) < Number(a[product]) ? b : a));
      const matcher = new IgrSeriesMatcher();
      matcher.memberPath = product;
      matcher.memberPathType = "ValueMemberPath";
      const selection = new IgrChartSelection();
      selection.item = weakest;
      selection.matcher = matcher;
      chart.selectedSeriesItems.add(selection);
    }
  };

  const total = picked.reduce((sum, p) => sum + p.sales, 0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Selection colour" value={color} options={colors} width={170} onChange={setColor} />
        <IgrButton variant="outlined" onClick={selectWeakestQuarters}>
          Select each product’s weakest quarter
        </IgrButton>
        <IgrButton variant="flat" onClick={() => chart?.selectedSeriesItems.clear()}>
          Clear selection
        </IgrButton>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={{ display: "flex", gap: 16, flex: 1, minHeight: 0 }}>
        <div style={{ ...chartArea, minWidth: 0 }}>
          <IgrCategoryChart
            ref={setChart}
            dataSource={productSales2024}
            chartType="Column"
            legend={legend}
            chartTitle="2024 sales by product – click columns to select them"
            yAxisTitle="Thousand USD"
            yAxisMinimumValue={0}
            selectionMode="SelectionColorFill"
            selectionBehavior="PerSeriesAndDataItemMultiSelect"
            selectionBrush={color}
            selectedSeriesItemsChanged={onSelectionChanged}
            crosshairsDisplayMode="None"
            isHorizontalZoomEnabled={false}
            isVerticalZoomEnabled={false}
            width="100%"
            height="100%"
          />
        </div>
        <div style={{ width: 220, flexShrink: 0, fontSize: 14, overflow: "auto" }}>
          <b>Selected columns ({picked.length})</b>
          {picked.length === 0 ? (
            <p style={{ opacity: 0.7 }}>None yet. Click a column; click it again to deselect it.</p>
          ) : (
            <ul style={{ paddingLeft: 18 }}>
              {picked.map((p) => (
                <li key={`${p.product}-${p.quarter}`}>
                  {p.product}, {p.quarter}: ${p.sales.toLocaleString("en-US")}K
                </li>
              ))}
            </ul>
          )}
          {picked.length > 0 && <b>Total: ${total.toLocaleString("en-US")}K</b>}
        </div>
      </div>
    </div>
  );
}
