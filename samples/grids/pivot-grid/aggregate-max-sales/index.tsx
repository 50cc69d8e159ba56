import { useMemo, useState } from "react";
import { IgrPivotGrid, type IgrPivotConfiguration, type IgrPivotValue } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { sales, usd } from "../_shared/sales";

type RowField = "seller" | "product" | "store";
const rowNames: Record<RowField, string> = { seller: "Seller", product: "Product", store: "Store" };

export default function AggregateMaxSalesSample() {
  const [rowField, setRowField] = useState<RowField>("seller");
  const [withMin, setWithMin] = useState(false);

  const config = useMemo<IgrPivotConfiguration>(() => {
    // MAX keeps the single largest sale of each cell, not the total.
    const max: IgrPivotValue = {
      member: "revenue",
      displayName: "Largest sale",
      enabled: true,
      formatter: usd,
      aggregate: { key: "MAX", label: "Maximum", aggregatorName: "MAX" },
    };
    const min: IgrPivotValue = {
      member: "revenue",
      displayName: "Smallest sale",
      enabled: true,
      formatter: usd,
      aggregate: { key: "MIN", label: "Minimum", aggregatorName: "MIN" },
    };
    return {
      rows: [{ memberName: rowField, displayName: rowNames[rowField], enabled: true }],
      columns: [{ memberName: "year", displayName: "Year", enabled: true, childLevel: { memberName: "quarter", displayName: "Quarter", enabled: true } }],
      values: withMin ? [max, min] : [max],
      filters: [],
    };
  }, [rowField, withMin]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Rows"
          value={rowField}
          options={(Object.keys(rowNames) as RowField[]).map((value) => ({ value, text: rowNames[value] }))}
          onChange={setRowField}
        />
        <SwitchControl label="Compare with the smallest sale" checked={withMin} onChange={setWithMin} />
      </ControlBar>
      <Hint>Each cell shows the largest single sale (MAX of revenue) for its row and period. Expand a year to see its quarters.</Hint>
      <div style={gridArea}>
        <IgrPivotGrid data={sales} pivotConfiguration={config} height="100%" width="100%" />
      </div>
    </div>
  );
}
