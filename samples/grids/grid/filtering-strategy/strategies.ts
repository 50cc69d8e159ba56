import {
  FilteringLogic,
  type IgrFilterItem,
  type IgrFilteringExpression,
  type IgrFilteringExpressionsTree,
  type IgrFilteringStrategy,
} from "igniteui-react-grids";

type Row = Record<string, unknown>;

/**
 * A filtering strategy the grid calls instead of its own: it gets all the rows and the filtering tree and returns
 * the rows to show. This one hands every value and search text through `normalize` before the condition compares them.
 */
export class NormalizingStrategy implements IgrFilteringStrategy {
  constructor(private readonly normalize: (text: string) => string) {}

  filter(data: Row[], tree: IgrFilteringExpressionsTree, advancedTree?: IgrFilteringExpressionsTree): Row[] {
    return data.filter((row) => this.matchTree(row, tree) && this.matchTree(row, advancedTree));
  }

  // The excel-style menu asks for its list of values; this sample uses the filter row, which does not.
  getFilterItems(): Promise<IgrFilterItem[]> {
    return Promise.resolve([]);
  }

  private matchTree(row: Row, tree: IgrFilteringExpressionsTree | undefined): boolean {
    const operands = tree?.filteringOperands ?? [];
    if (operands.length === 0) return true;
    const results = operands.map((o) =>
      "filteringOperands" in o ? this.matchTree(row, o as IgrFilteringExpressionsTree) : this.matchExpression(row, o as IgrFilteringExpression),
    );
    return tree?.operator === FilteringLogic.Or ? results.some(Boolean) : results.every(Boolean);
  }

  private matchExpression(row: Row, expression: IgrFilteringExpression): boolean {
    const logic = expression.condition?.logic as ((value: unknown, search: unknown, ignoreCase?: boolean) => boolean) | undefined;
    if (!logic) return true;
    const value = row[expression.fieldName];
    const search = expression.searchVal;
    return logic(
      typeof value === "string" ? this.normalize(value) : value,
      typeof search === "string" ? this.normalize(search) : search,
      expression.ignoreCase,
    );
  }
}

/** Compares the text as it is: the same matching as the grid's own strategy. */
export const exactStrategy = new NormalizingStrategy((text) => text);

/** "sao" finds "São Paulo", "zurich" finds "Zürich": letters lose their accents (NFD splits them off). */
export const accentInsensitiveStrategy = new NormalizingStrategy((text) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/ø/g, "o").replace(/Ø/g, "O").replace(/ł/g, "l").replace(/Ł/g, "L"));

/** Also ignores spaces and punctuation: "cafeole" finds "Café Olé", "smorrebrod co" finds "Smørrebrød & Co". */
export const lettersOnlyStrategy = new NormalizingStrategy((text) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").replace(/[øØ]/g, "o").replace(/[łŁ]/g, "l").replace(/[^\p{L}\p{N}]/gu, ""),
);
