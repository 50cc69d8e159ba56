import { useRef, type CSSProperties } from "react";
import { IgrDatePicker, IgrInput, IgrSelect, IgrSelectItem, IgrSwitch } from "igniteui-react";
import {
  FilteringLogic,
  IgrFilteringExpressionsTree,
  IgrNumberFilteringOperand,
  IgrQueryBuilder,
  IgrStringFilteringOperand,
  type IgrEntityType,
  type IgrExpressionTree,
  type IgrQueryBuilderSearchValueContext,
} from "igniteui-react-grids";
import { useOwnedProperty } from "../../../_shared/owned-property";
import { entities } from "../_shared/entities";
import { queryText } from "../_shared/query-text";

const statuses = ["Pending", "Packed", "Shipped", "Delivered", "Cancelled"];
const orders: IgrEntityType[] = entities.filter((e) => e.name === "Orders");

function startingQuery(): IgrExpressionTree {
  const tree = new IgrFilteringExpressionsTree();
  tree.operator = FilteringLogic.And;
  tree.entity = "Orders";
  tree.returnFields = ["*"];
  tree.filteringOperands = [
    { fieldName: "status", condition: IgrStringFilteringOperand.instance().condition("equals"), conditionName: "equals", searchVal: "Shipped", ignoreCase: true },
    { fieldName: "freight", condition: IgrNumberFilteringOperand.instance().condition("greaterThan"), conditionName: "greaterThan", searchVal: 25 },
  ];
  return tree;
}

/**
 * Replaces the value editor of every condition. ctx.implicit is the editor's value holder:
 * writing ctx.implicit.value hands the new value to the query builder.
 */
function searchValueTemplate(ctx: IgrQueryBuilderSearchValueContext & { dataContext?: IgrQueryBuilderSearchValueContext }) {
  const { implicit, selectedField, selectedCondition } = ctx.dataContext ?? ctx;
  const holder = implicit as { value: unknown };
  const set = (value: unknown) => {
    holder.value = value;
  };
  const style: CSSProperties = { width: 200 };

  if (selectedField?.field === "status" && (selectedCondition === "equals" || selectedCondition === "doesNotEqual")) {
    return (
      <IgrSelect style={style} placeholder="Status" value={(holder.value as string) ?? ""} onChange={(e) => set(e.detail.value)}>
        {statuses.map((s) => (
          <IgrSelectItem key={s} value={s}>
            {s}
          </IgrSelectItem>
        ))}
      </IgrSelect>
    );
  }
  switch (selectedField?.dataType) {
    case "number":
      return (
        <IgrInput style={style} type="number" placeholder="Amount" value={holder.value == null ? "" : String(holder.value)} onInput={(e) => set(e.detail === "" ? null : Number(e.detail))}>
          {selectedField.field === "freight" && <span slot="prefix">$</span>}
        </IgrInput>
      );
    case "date":
      return <IgrDatePicker style={style} placeholder="Pick a date" value={(holder.value as Date | null) ?? null} onChange={(e) => set(e.detail)} />;
    case "boolean":
      return <IgrSwitch checked={holder.value === true} onChange={(e) => set(e.detail.checked)}>Yes</IgrSwitch>;
    default:
      return <IgrInput style={style} placeholder="Text" value={(holder.value as string) ?? ""} onInput={(e) => set(e.detail)} />;
  }
}

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function QueryBuilderTemplateSample() {
  const builderRef = useRef<IgrQueryBuilder>(null);
  const { value: query, show } = useOwnedProperty(builderRef, "expressionTree", startingQuery);

  return (
    <div style={page}>
      <p style={{ margin: 0, maxWidth: 760 }}>
        Every condition's value is edited with an Ignite UI input from a <code>searchValueTemplate</code>: a select
        with the order statuses for <b>Status</b>, a number input with a currency prefix for <b>Freight</b>, a date
        picker for dates. Click a condition to edit it.
      </p>
      <IgrQueryBuilder
        ref={builderRef}
        style={{ flexShrink: 0 }}
        entities={orders}
        disableEntityChange
        searchValueTemplate={searchValueTemplate}
        onExpressionTreeChange={show}
      />
      <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 12 }}>
        <div style={{ fontWeight: 600, marginBottom: 6 }}>The query as text</div>
        <code aria-live="polite" style={{ whiteSpace: "pre-wrap", fontSize: 13 }}>
          {queryText(query)}
        </code>
      </div>
    </div>
  );
}
