import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import type { CellEvent } from "../_shared/events";
import { ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ANATR", true]]);

type Row = Record<string, unknown>;
const show = (v: unknown) => (v instanceof Date ? v.toLocaleDateString() : String(v));

export default function CellSelectionOverviewSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [source, setSource] = useState("Customers");
  const [rows, setRows] = useState<Row[]>([]);

  const selectBlock = () => {
    // Rows 2–5 of the Company, Contact and Country columns .
    gridRef.current?.selectRange([{ rowStart: 2, rowEnd: 5, columnStart: "company", columnEnd: "country" }]);
    setSource("Customers");
    setRows((gridRef.current?.getSelectedData() ?? []) as Row[]);
  };

  useEffect(() => {
    const timer = setTimeout(selectBlock, 600);
    return () => clearTimeout(timer);
  }, []);

  // Any cell event carries its grid, so a child grid's selection can be read the same way.
  const read = (level: string) => (e: CellEvent) => {
    setSource(level);
    setRows(e.detail.cell.grid.getSelectedData() as unknown as Row[]);
  };
  const readRoot = () => {
    setSource("Customers");
    setRows((gridRef.current?.getSelectedData() ?? []) as Row[]);
  };

  const fields = Array.from(new Set(rows.flatMap((r) => Object.keys(r))));

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={selectBlock}>Select a block of customers</IgrButton>
        <IgrButton
          variant="outlined"
          onClick={() => {
            gridRef.current?.clearCellSelection();
            setRows([]);
          }}
        >
          Clear selection
        </IgrButton>
      </ControlBar>
      <Hint>Drag across cells, Shift+click or Ctrl+click, in the customers grid or in an order grid. The panel shows the selected data of the grid you used last.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid
            ref={gridRef}
            data={customers}
            primaryKey="customerId"
            autoGenerate={false}
            cellSelection="multiple"
            expansionStates={expanded}
            onSelected={read("Customers")}
            onRangeSelected={readRoot}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="customerId" header="ID" width="90px" />
            <IgrColumn field="company" header="Company" minWidth="180px" />
            <IgrColumn field="contact" header="Contact" />
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} />
            <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} cellSelection="multiple" onSelected={read("Orders")}>
              <IgrColumn field="orderId" header="Order" formatter={String} />
              <IgrColumn field="orderDate" header="Ordered" dataType="date" />
              <IgrColumn field="shipVia" header="Ship via" />
              <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <div style={{ flex: 2, minWidth: 220, overflow: "auto", border: "1px solid var(--ig-gray-300, #ccc)", borderRadius: 4, padding: 8, fontSize: 13 }}>
          <b>
            {source}: {rows.length} row{rows.length === 1 ? "" : "s"} selected
          </b>
          {rows.length > 0 && (
            <table style={{ borderCollapse: "collapse", marginTop: 8, width: "100%" }}>
              <thead>
                <tr>
                  {fields.map((f) => (
                    <th key={f} style={{ textAlign: "left", padding: "2px 6px", borderBottom: "1px solid var(--ig-gray-400)" }}>
                      {f}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={i}>
                    {fields.map((f) => (
                      <td key={f} style={{ padding: "2px 6px" }}>
                        {f in r ? show(r[f]) : ""}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </div>
  );
}
