import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders, type Order } from "../_shared/orders";
import { required, setColumnValidators, validateAll, validationOf, type FormControl, type FormGroup, type Validator } from "../_shared/validators";

const DAY = 86_400_000;
const percent = { digitsInfo: "1.0-0" };

// Some orders start with contradictions between their fields.
const rows: Order[] = orders.slice(0, 30).map((o, i) => {
  if (i === 1) return { ...o, status: "Shipped", shippedDate: new Date(o.orderDate.getTime() - 3 * DAY) };
  if (i === 3) return { ...o, quantity: 4, discount: 0.15 };
  if (i === 5) return { ...o, status: "Delivered", shippedDate: null };
  if (i === 8) return { ...o, requiredDate: new Date(o.orderDate.getTime() - DAY) };
  return { ...o };
});

/** Reads another field of the same row through the control's form group. */
const sibling = (c: FormControl, field: keyof Order) => c.parent?.get(field)?.value;
const time = (v: unknown) => (v instanceof Date ? v.getTime() : v ? new Date(v as string).getTime() : NaN);

// Validators that compare a field with other fields of the same row.
const shippedAfterOrder: Validator = (c) => (c.value && time(c.value) < time(sibling(c, "orderDate")) ? { shippedBeforeOrder: true } : null);
const requiredAfterOrder: Validator = (c) => (time(c.value) < time(sibling(c, "orderDate")) ? { requiredBeforeOrder: true } : null);
const shippedHasDate: Validator = (c) => ((c.value === "Shipped" || c.value === "Delivered") && !sibling(c, "shippedDate") ? { shippedWithoutDate: true } : null);
const discountNeedsQuantity: Validator = (c) => (Number(c.value) > 0 && Number(sibling(c, "quantity")) < 10 ? { discountTooEarly: true } : null);

/** When one field changes, the fields whose rules read it are checked again. */
const dependents: Record<string, (keyof Order)[]> = {
  orderDate: ["shippedDate", "requiredDate"],
  shippedDate: ["status"],
  quantity: ["discount"],
};

const messages: Record<string, string> = {
  required: "A value is required.",
  shippedBeforeOrder: "Shipped before it was ordered.",
  requiredBeforeOrder: "Required date is before the order date.",
  shippedWithoutDate: "Shipped or delivered orders need a ship date.",
  discountTooEarly: "Discounts start at 10 units.",
};

/** The message under an invalid cell; the grid shows it in the error tooltip. */
const ErrorMessage = ({ cell }: IgrCellTemplateContext) => (
  <span>
    {Object.keys(cell.validation?.errors ?? {})
      .map((key) => messages[key] ?? key)
      .join(" ")}
  </span>
);

export default function DataValidatorServiceCrossFieldSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [invalid, setInvalid] = useState<string[]>([]);

  const refresh = () => {
    const grid = gridRef.current;
    if (!grid) return;
    setInvalid(
      validationOf(grid)
        .getInvalid()
        .map((r) => `${String(r.key)}: ${r.fields.flatMap((f) => Object.keys(f.errors ?? {}).map((k) => messages[k] ?? k)).join(" ")}`),
    );
  };

  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      setColumnValidators(grid, {
        customer: [required],
        shippedDate: [shippedAfterOrder],
        requiredDate: [required, requiredAfterOrder],
        status: [required, shippedHasDate],
        discount: [discountNeedsQuantity],
      });
      validateAll(grid);
      refresh();
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <Hint>
        Rules across fields of a row: ship and required dates cannot precede the order date, shipped or delivered orders need a ship date, and a
        discount needs at least 10 units. Double-click a row to edit it; changing one field re-checks the fields that depend on it.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={rows}
          primaryKey="orderId"
          autoGenerate={false}
          rowEditable
          height="100%"
          width="100%"
          style={mediumSize}
          onFormGroupCreated={(e) => {
            const group = (e.detail as unknown as { formGroup: FormGroup }).formGroup;
            for (const [field, targets] of Object.entries(dependents)) {
              group.get(field)?.valueChanges.subscribe(() => targets.forEach((t) => group.get(t)?.updateValueAndValidity()));
            }
          }}
          onValidationStatusChange={refresh}
          onRowEditDone={refresh}
        >
          <IgrColumn field="orderId" header="Order" formatter={(id: number) => String(id)} />
          <IgrColumn field="customer" header="Customer" editable errorTemplate={ErrorMessage} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
          <IgrColumn field="requiredDate" header="Required by" dataType="date" editable errorTemplate={ErrorMessage} />
          <IgrColumn field="shippedDate" header="Shipped" dataType="date" editable errorTemplate={ErrorMessage} />
          <IgrColumn field="status" header="Status" editable errorTemplate={ErrorMessage} />
          <IgrColumn field="quantity" header="Qty" dataType="number" editable />
          <IgrColumn field="discount" header="Discount" dataType="percent" pipeArgs={percent} editable errorTemplate={ErrorMessage} />
        </IgrGrid>
      </div>
      <Hint>
        <b>{invalid.length ? `Orders with problems (${invalid.length}):` : "Every order is consistent."}</b> {invalid.join(" · ")}
      </Hint>
    </div>
  );
}
