// Helpers that build filtering expression trees for the hierarchical grid samples.
import { FilteringLogic, IgrFilteringExpressionsTree, type IgrFilteringExpression } from "igniteui-react-grids";

/** One column's filter: its conditions joined with `logic`. */
export function columnTree(field: string, logic: FilteringLogic, operands: IgrFilteringExpression[]): IgrFilteringExpressionsTree {
  const tree = new IgrFilteringExpressionsTree();
  tree.operator = logic;
  tree.fieldName = field;
  tree.filteringOperands = operands;
  return tree;
}

/** The grid-level tree: the column filters joined with And. */
export function rootTree(columns: IgrFilteringExpressionsTree[]): IgrFilteringExpressionsTree {
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = columns;
  return root;
}
