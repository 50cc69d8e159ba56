import type { RefObject } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrFilteringExpressionsTree,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarTitle,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  type IgrExpressionTree,
  type IgrFilteringExpression,
} from "igniteui-react-grids";
import { useOwnedProperty } from "../../_shared/owned-property";
import { ControlBar, SwitchControl } from "./controls";

/** For the advanced filtering samples: builders for filtering expression trees, a way to print one, the page's buttons and the toolbar. */

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

/** field >= value. */
export function atLeast(fieldName: string, value: number): IgrFilteringExpression {
  return { fieldName, condition: IgrNumberFilteringOperand.instance().condition("greaterThanOrEqualTo"), conditionName: "greaterThanOrEqualTo", searchVal: value };
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

/** The advanced filtering property that the grid, the tree grid and the hierarchical grid share. */
interface AdvancedFilterable {
  advancedFilteringExpressionsTree: IgrFilteringExpressionsTree;
}

/**
 * The grid owns its advanced filter (see useOwnedProperty): pass `show` to the grid's
 * `onAdvancedFilteringExpressionsTreeChange`; `apply` replaces the filter from code, null removes it.
 */
export function useAdvancedFilter(grid: RefObject<AdvancedFilterable | null>, initial: () => IgrFilteringExpressionsTree | null) {
  // null removes the advanced filter; the property is typed without it.
  const { value, show, apply } = useOwnedProperty(grid, "advancedFilteringExpressionsTree", initial as () => IgrFilteringExpressionsTree);
  return { tree: value ?? null, show, apply: (next: IgrFilteringExpressionsTree | null) => apply(next as IgrFilteringExpressionsTree) };
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

/**
 * A toolbar with a title and the advanced filtering button. A function rather than a component, so the grid's child
 * (or what a row island's toolbarTemplate returns) is the IgrGridToolbar element itself.
 */
export function advancedFilteringToolbar(title: string) {
  return (
    <IgrGridToolbar>
      <IgrGridToolbarTitle>{title}</IgrGridToolbarTitle>
      <IgrGridToolbarActions>
        <IgrGridToolbarAdvancedFiltering />
      </IgrGridToolbarActions>
    </IgrGridToolbar>
  );
}

/** For the advanced filtering style samples: the switch for the custom colors and a button that opens the dialog. */
export function StyledDialogBar({ themed, onThemedChange, onOpen }: { themed: boolean; onThemedChange: (themed: boolean) => void; onOpen: () => void }) {
  return (
    <ControlBar>
      <SwitchControl label="Custom dialog and toolbar colors" checked={themed} onChange={onThemedChange} />
      <IgrButton onClick={onOpen}>Open advanced filtering</IgrButton>
    </ControlBar>
  );
}
