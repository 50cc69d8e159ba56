import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrSortingExpression, type IgrSortingStrategy, type SortingOptionsMode } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useGridSorting } from "../../_shared/grid-sorting";
import { orders, type OrderStatus } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const workflow: OrderStatus[] = ["Pending", "Packed", "Shipped", "Delivered", "Cancelled"];

/** Sorts the Status column by the order's progress instead of alphabetically. */
const workflowSort = {
  sort(data: Record<string, unknown>[], fieldName: string, dir: SortingDirection) {
    const factor = dir === SortingDirection.Desc ? -1 : 1;
    const rank = (row: Record<string, unknown>) => workflow.indexOf(row[fieldName] as OrderStatus);
    return [...data].sort((a, b) => factor * (rank(a) - rank(b)));
  },
} as IgrSortingStrategy;

// Mixed-case names, so case-sensitive sorting makes a visible difference.
const rows = orders.map((o, i) => ({ ...o, contact: i % 3 === 0 ? o.contact.toLowerCase() : o.contact }));

// The grid's starting sort, applied once (useGridSorting): the grid owns its sorting after that. As a prop
// it would be set again on every render (a mode or case switch) and undo the user's sorting.
const initialSorting: IgrSortingExpression[] = [{ fieldName: "status", dir: SortingDirection.Asc, ignoreCase: true, strategy: workflowSort }];

export default function ColumnSortingOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<SortingOptionsMode>("multiple");
  const [ignoreCase, setIgnoreCase] = useState(true);
  // One object per mode: the grid applies every new sortingOptions object it is given.
  const sortingOptions = useMemo(() => ({ mode }), [mode]);
  useGridSorting(gridRef, initialSorting);

  const changeMode = (next: SortingOptionsMode) => {
    setMode(next);
    const grid = gridRef.current;
    const [first, ...others] = grid?.sortingExpressions ?? [];
    if (next === "single" && first && others.length > 0) {
      grid!.clearSort();
      grid!.sort([first]);
    }
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Sorting"
          value={mode}
          onChange={changeMode}
          options={[
            { value: "single", text: "One column" },
            { value: "multiple", text: "Many columns" },
          ]}
        />
        <SwitchControl label="Contact: ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
        <IgrButton variant="outlined" onClick={() => gridRef.current?.clearSort()}>
          Clear sorting
        </IgrButton>
      </ControlBar>
      <Hint>
        Status sorts by workflow (Pending, Packed, Shipped, Delivered, Cancelled) through a custom strategy. Contact can sort with or without case
        (lower-case names move when case counts). Order is not sortable.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="orderId"
          autoGenerate={false}
          sortingOptions={sortingOptions}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="status" header="Status" sortable sortStrategy={workflowSort} />
          <IgrColumn field="contact" header="Contact" sortable sortingIgnoreCase={ignoreCase} />
          <IgrColumn field="customer" header="Customer" sortable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
