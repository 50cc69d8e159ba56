import { useRef, useState, type CSSProperties } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrFilteringExpressionsTree,
  IgrNumberFilteringOperand,
  IgrQueryBuilder,
  IgrStringFilteringOperand,
  type IgrExpressionTree,
} from "igniteui-react-grids";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { useOwnedProperty } from "../../../_shared/owned-property";
import { entities } from "../_shared/entities";
import { queryText } from "../_shared/query-text";

/** Orders with freight over 20 whose customer is in Germany (a sub-query on Customers). */
function startingQuery(): IgrExpressionTree {
  const customers = new IgrFilteringExpressionsTree();
  customers.operator = FilteringLogic.And;
  customers.entity = "Customers";
  customers.returnFields = ["customerId"];
  customers.filteringOperands = [
    { fieldName: "country", condition: IgrStringFilteringOperand.instance().condition("equals"), conditionName: "equals", searchVal: "Germany", ignoreCase: true },
  ];

  const orders = new IgrFilteringExpressionsTree();
  orders.operator = FilteringLogic.And;
  orders.entity = "Orders";
  orders.returnFields = ["orderId", "orderDate", "freight"];
  orders.filteringOperands = [
    { fieldName: "freight", condition: IgrNumberFilteringOperand.instance().condition("greaterThan"), conditionName: "greaterThan", searchVal: 20 },
    { fieldName: "customerId", condition: IgrStringFilteringOperand.instance().condition("inQuery"), conditionName: "inQuery", searchTree: customers },
  ];
  return orders;
}

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 16, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function QueryBuilderOverviewSample() {
  const builderRef = useRef<IgrQueryBuilder>(null);
  const { value: query, show, apply } = useOwnedProperty(builderRef, "expressionTree", startingQuery);
  const [lockEntity, setLockEntity] = useState(false);
  const [lockFields, setLockFields] = useState(false);
  const [confirmEntity, setConfirmEntity] = useState(true);
  const [changes, setChanges] = useState(0);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Lock the entity" checked={lockEntity} onChange={setLockEntity} />
        <SwitchControl label="Lock the returned fields" checked={lockFields} onChange={setLockFields} />
        <SwitchControl label="Confirm entity change" checked={confirmEntity} onChange={setConfirmEntity} />
        <IgrButton
          variant="outlined"
          onClick={() => {
            apply(startingQuery());
            setChanges(0);
          }}
        >
          Reset the query
        </IgrButton>
      </ControlBar>

      <IgrQueryBuilder
        ref={builderRef}
        style={{ flexShrink: 0 }}
        entities={entities}
        disableEntityChange={lockEntity}
        disableReturnFieldsChange={lockFields}
        showEntityChangeDialog={confirmEntity}
        onExpressionTreeChange={() => {
          show();
          setChanges((n) => n + 1);
        }}
      />

      <div style={{ border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 12 }}>
        <div style={{ fontWeight: 600, marginBottom: 6 }}>The query as text ({changes} change{changes === 1 ? "" : "s"})</div>
        <code aria-live="polite" style={{ whiteSpace: "pre-wrap", fontSize: 13 }}>
          {queryText(query)}
        </code>
      </div>
    </div>
  );
}
