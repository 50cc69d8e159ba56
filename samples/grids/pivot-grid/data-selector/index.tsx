import { useEffect, useMemo, useRef, useState } from "react";
import { IgrPivotDataSelector, IgrPivotGrid, type IgrPivotConfiguration } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridPage } from "../../_shared/controls";
import { sales } from "../_shared/sales";

export default function PivotDataSelectorSample() {
  const gridRef = useRef<IgrPivotGrid>(null);
  const selectorRef = useRef<IgrPivotDataSelector>(null);
  const [chips, setChips] = useState(false);
  // The grid applies every new pivotUI object it is given: a new one only when the switch changes.
  const pivotUI = useMemo(() => ({ showConfiguration: chips }), [chips]);

  const config = useMemo<IgrPivotConfiguration>(
    () => ({
      rows: [
        { memberName: "category", displayName: "Category", enabled: true },
        { memberName: "seller", displayName: "Seller", enabled: false },
        { memberName: "store", displayName: "Store", enabled: false },
      ],
      columns: [
        { memberName: "year", displayName: "Year", enabled: true },
        { memberName: "country", displayName: "Country", enabled: false },
      ],
      values: [
        { member: "revenue", displayName: "Revenue", enabled: true, dataType: "currency", aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" } },
        { member: "unitsSold", displayName: "Units", enabled: true, aggregate: { key: "SUM", label: "Sum", aggregatorName: "SUM" } },
        { member: "unitPrice", displayName: "Unit price", enabled: false, dataType: "currency", aggregate: { key: "AVG", label: "Average", aggregatorName: "AVG" } },
      ],
      filters: [{ memberName: "quarter", displayName: "Quarter", enabled: false }],
    }),
    [],
  );

  // The selector edits the configuration of the grid it is given.
  useEffect(() => {
    if (selectorRef.current && gridRef.current) selectorRef.current.grid = gridRef.current;
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Also show configuration chips in the grid" checked={chips} onChange={setChips} />
      </ControlBar>
      <Hint>Tick dimensions and values in the data selector on the right, or drag them between its Filters, Columns, Rows and Values panels.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, display: "flex", flexDirection: "column" }}>
          <IgrPivotGrid ref={gridRef} data={sales} pivotConfiguration={config} pivotUI={pivotUI} height="100%" width="100%" />
        </div>
        <IgrPivotDataSelector ref={selectorRef} style={{ width: 280, overflow: "auto" }} />
      </div>
    </div>
  );
}
