import { useEffect, useRef } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrFilterOperand, IgrGridColumnOptionsModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { Hint, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrGridColumnOptionsModule.register();

/** A custom operand: its filterRequested handler turns the choice into a filter expression. */
function operand(name: string, build: (e: Parameters<NonNullable<IgrFilterOperand["filterRequested"]>>[1]) => void, needsInput = false) {
  const op = new IgrFilterOperand();
  op.displayName = name;
  op.isInputRequired = needsInput;
  op.filterRequested = (_s, e) => build(e);
  return op;
}

export default function ColumnFilterOperandsSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const nameRef = useRef<IgrTextColumn>(null);
  const salesRef = useRef<IgrNumericColumn>(null);

  useEffect(() => {
    const name = nameRef.current;
    const sales = salesRef.current;
    if (!name || !sales) return;
    name.filterOperands.add(
      operand(
        "Has a double letter",
        (e) => {
          const p = e.filterFactory.property("name").toLower();
          let expr = p.contains("aa");
          for (const c of "bcdefghijklmnoprstuvwz") expr = expr.or(e.filterFactory.property("name").toLower().contains(c + c));
          e.expression = expr;
        },
      ),
    );
    name.filterOperands.add(operand("Longer than (letters)", (e) => (e.expression = e.filterFactory.property("name").length().isGreaterThan(Number(e.value) || 0)), true));
    sales.filterOperands.add(operand("Above target", (e) => (e.expression = e.filterFactory.property("sales").isGreaterThan(e.filterFactory.property("target")))));
    sales.filterOperands.add(operand("Below 50% of target", (e) => (e.expression = e.filterFactory.property("sales").isLessThan(e.filterFactory.property("target").times(0.5)))));
  }, []);

  return (
    <div style={gridPage}>
      <Hint>
        The filter row of Name and Sales offers custom operands next to the built-in ones: open the operator list in the filter cell under the
        header and pick “Has a double letter”, “Longer than”, “Above target” or “Below 50% of target”.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false} filterUIType="FilterRow">
          <IgrTextColumn ref={nameRef} field="name" headerText="Name" width="*>180" sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn ref={salesRef} field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>150" />
          <IgrNumericColumn field="target" headerText="Target" positivePrefix="$" showGroupingSeparator width="*>130" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
