import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrFilteringExpressionsTree,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  type IgrExpressionTree,
  type IgrFilteringExpression,
} from "igniteui-react-grids";

/** For the advanced filtering samples: builders for filtering expression trees, a way to print one, and the page's buttons. */

/** field equals any of the values (case-insensitive): an Or group. */
export function anyOf(fieldName: string, values: readonly string[]): IgrFilteringExpressionsTree {
  const group = new IgrFilteringExpressionsTree();
  group.operator = FilteringLogic.Or;
  group.filteringOperands = values.map((value) => ({
    fieldName,
    condition: IgrStringFilteringOperand.instance().condition("equals"),
    conditionName: "equals",
    searchVal: value,
    ignoreCase: true,
  }));
  return group;
}

/** field > value. */
export function greaterThan(fieldName: string, value: number): IgrFilteringExpression {
  return { fieldName, condition: IgrNumberFilteringOperand.instance().condition("greaterThan"), conditionName: "greaterThan", searchVal: value };
}

/** Every operand must match: the And root of a tree. */
export function allOf(...operands: (IgrFilteringExpressionsTree | IgrFilteringExpression)[]): IgrFilteringExpressionsTree {
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = operands;
  return root;
}

/** Writes an expression tree as text, e.g. (category equals "Dairy" or ...) and unitPrice greaterThan 40. */
export function describeFilter(tree: IgrExpressionTree | null | undefined): string {
  if (!tree || tree.filteringOperands.length === 0) return "no filter";
  const logic = tree.operator === FilteringLogic.Or ? " or " : " and ";
  return tree.filteringOperands
    .map((operand) => {
      if ("filteringOperands" in operand) return `(${describeFilter(operand)})`;
      const e = operand as IgrFilteringExpression;
      const name = e.conditionName ?? e.condition?.name ?? "?";
      return e.condition?.isUnary ? `${e.fieldName} ${name}` : `${e.fieldName} ${name} ${JSON.stringify(e.searchVal)}`;
    })
    .join(logic);
}

/** Buttons that open the grid's advanced filtering dialog, apply a preset tree, or clear the filter. */
export function AdvancedFilterButtons({ onOpen, onPreset, onClear }: { onOpen: () => void; onPreset: () => void; onClear: () => void }) {
  return (
    <>
      <IgrButton onClick={onOpen}>Open the dialog</IgrButton>
      <IgrButton variant="outlined" onClick={onPreset}>
        Apply the preset
      </IgrButton>
      <IgrButton variant="outlined" onClick={onClear}>
        Clear
      </IgrButton>
    </>
  );
}
