import { IgrCheckbox } from "igniteui-react";
import type { IgrHeadSelectorTemplateContext, IgrRowSelectorTemplateContext } from "igniteui-react-grids";

/** For the conditional-row-selectors samples: a row selector checkbox that is disabled when the rule says no. */
export function conditionalRowSelector(allowed: (key: unknown) => boolean, disabledTitle: string) {
  return function RowSelector({ implicit }: IgrRowSelectorTemplateContext) {
    const ok = allowed(implicit.key);
    return (
      <IgrCheckbox
        checked={implicit.selected}
        disabled={!ok}
        title={ok ? "Select" : disabledTitle}
        aria-label="Select row"
        onChange={(e) => (e.detail.checked ? implicit.select?.() : implicit.deselect?.())}
      />
    );
  };
}

/** The header checkbox: checked when every row the rule allows is selected, not every row. */
export function conditionalHeadSelector(available: () => number) {
  return function HeadSelector({ implicit }: IgrHeadSelectorTemplateContext) {
    return (
      <IgrCheckbox
        checked={implicit.selectedCount > 0 && implicit.selectedCount === available()}
        indeterminate={implicit.selectedCount > 0 && implicit.selectedCount < available()}
        aria-label="Select all available rows"
        onChange={(e) => (e.detail.checked ? implicit.selectAll?.() : implicit.deselectAll?.())}
      />
    );
  };
}
