import { FilteringLogic, type IgrExpressionTree, type IgrFilteringExpression } from "igniteui-react-grids";

function isTree(operand: IgrExpressionTree | IgrFilteringExpression): operand is IgrExpressionTree {
  return "filteringOperands" in operand && Array.isArray((operand as IgrExpressionTree).filteringOperands);
}

function formatValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "string") return `"${value}"`;
  if (value === undefined || value === null) return "";
  return String(value);
}

type Level = "query" | "subquery" | "group";

function conditions(tree: IgrExpressionTree): string {
  const join = tree.operator === FilteringLogic.Or ? " OR " : " AND ";
  return (tree.filteringOperands ?? [])
    .map((operand) => {
      if (isTree(operand)) return `(${conditions(operand)})`;
      const value = operand.searchTree ? `(${queryText(operand.searchTree, "subquery")})` : formatValue(operand.searchVal);
      return `${operand.fieldName} ${operand.conditionName ?? operand.condition?.name ?? "?"} ${value}`.trim();
    })
    .join(join);
}

/** A SQL-like reading of an expression tree, e.g. `SELECT * FROM Orders WHERE freight > 50 AND ...`. */
export function queryText(tree: IgrExpressionTree | null | undefined, level: Level = "query"): string {
  if (!tree) return "(no query)";
  const where = conditions(tree);
  if (level === "group") return where;
  const fields = (tree.returnFields ?? ["*"]).join(", ");
  return `SELECT ${fields} FROM ${tree.entity ?? "?"}${where ? ` WHERE ${where}` : ""}`;
}
