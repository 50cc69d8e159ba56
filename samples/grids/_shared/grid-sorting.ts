import { useEffect, useRef, useState, type RefObject } from "react";
import type { IgrSortingExpression } from "igniteui-react-grids";

/** The sorting API that the grid, the tree grid and the hierarchical grid share. */
interface SortableGrid {
  sortingExpressions: IgrSortingExpression[];
  sort(expressions: IgrSortingExpression[]): void;
  clearSort(): void;
}

/**
 * The grid owns its sorting and the page keeps a copy to show. Binding `sortingExpressions` as a prop and
 * writing `sortingExpressionsChange` back into it loops: the wrapper sets the prop again on every render and
 * the grid answers with another change, until React stops with "maximum update depth exceeded".
 * Pass `show` to the grid's `onSortingDone`; `apply` replaces the sorting from code.
 */
export function useGridSorting(grid: RefObject<SortableGrid | null>, initial: readonly IgrSortingExpression[]) {
  const [sorting, setSorting] = useState<readonly IgrSortingExpression[]>(initial);
  const first = useRef(initial);

  const show = () => setSorting([...(grid.current?.sortingExpressions ?? [])]);
  const apply = (expressions: readonly IgrSortingExpression[]) => {
    const target = grid.current;
    if (!target) return;
    target.clearSort();
    if (expressions.length > 0) target.sort([...expressions]);
    setSorting([...target.sortingExpressions]);
  };

  useEffect(() => {
    const target = grid.current;
    if (target && first.current.length > 0) target.sort([...first.current]);
  }, [grid]);

  return { sorting, show, apply };
}
