import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrGroupingExpression } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const fields = [
  { field: "country", header: "Country" },
  { field: "shipper", header: "Shipper" },
  { field: "status", header: "Status" },
  { field: "category", header: "Category" },
] as const;
type Dir = "asc" | "desc";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** The grid reports every grouping change, ours included: only a different grouping should update the state. */
function sameGrouping(a: IgrGroupingExpression[], b: IgrGroupingExpression[]): boolean {
  return a.length === b.length && a.every((e, i) => e.fieldName === b[i]?.fieldName && e.dir === b[i]?.dir);
}

function describe(expressions: IgrGroupingExpression[]): string {
  if (expressions.length === 0) return "not grouped";
  return expressions.map((e) => `${e.fieldName} ${e.dir === SortingDirection.Desc ? "↓" : "↑"}`).join(" → ");
}

export default function GroupByExpressionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [expressions, setExpressions] = useState<IgrGroupingExpression[]>([
    { fieldName: "country", dir: SortingDirection.Asc, ignoreCase: true },
    { fieldName: "status", dir: SortingDirection.Asc, ignoreCase: true },
  ]);
  const [dir, setDir] = useState<Dir>("asc");
  const [hideGrouped, setHideGrouped] = useState(false);
  const [expanded, setExpanded] = useState(true);

  function toggleField(field: string, on: boolean) {
    const direction = dir === "asc" ? SortingDirection.Asc : SortingDirection.Desc;
    setExpressions((current) =>
      on ? [...current, { fieldName: field, dir: direction, ignoreCase: true }] : current.filter((e) => e.fieldName !== field),
    );
  }

  function changeDirection(value: Dir) {
    setDir(value);
    const direction = value === "asc" ? SortingDirection.Asc : SortingDirection.Desc;
    setExpressions((current) => current.map((e) => ({ fieldName: e.fieldName, dir: direction, ignoreCase: true })));
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        {fields.map(({ field, header }) => (
          <SwitchControl key={field} label={header} checked={expressions.some((e) => e.fieldName === field)} onChange={(on) => toggleField(field, on)} />
        ))}
        <ChoiceControl
          label="Order"
          value={dir}
          options={[
            { value: "asc", text: "A → Z" },
            { value: "desc", text: "Z → A" },
          ]}
          onChange={changeDirection}
        />
      </ControlBar>
      <ControlBar>
        <SwitchControl label="Hide grouped columns" checked={hideGrouped} onChange={setHideGrouped} />
        <SwitchControl label="New groups expanded" checked={expanded} onChange={setExpanded} />
        <IgrButton variant="outlined" onClick={() => gridRef.current?.toggleAllGroupRows()}>
          Expand / collapse all
        </IgrButton>
      </ControlBar>
      <Hint>
        Grouping expressions: <b>{describe(expressions)}</b>. Switch fields on in the order you want, or drag a column header into the group area.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          groupingExpressions={expressions}
          onGroupingExpressionsChange={(e) => setExpressions((current) => (sameGrouping(current, e.detail) ? current : [...e.detail]))}
          hideGroupedColumns={hideGrouped}
          groupsExpanded={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" width="110px" />
          <IgrColumn field="customer" header="Customer" minWidth="200px" groupable />
          <IgrColumn field="country" header="Country" groupable />
          <IgrColumn field="shipper" header="Shipper" groupable />
          <IgrColumn field="status" header="Status" groupable />
          <IgrColumn field="category" header="Category" groupable />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
        </IgrGrid>
      </div>
    </div>
  );
}
