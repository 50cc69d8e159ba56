/**
 * Opens the excel-style filter menu of the n-th filterable header inside `root` by clicking its filter
 * icon, so a sample can show the menu on arrival. Returns false while the grid has not rendered yet.
 */
export function openFilterMenu(root: HTMLElement | null, index = 0): boolean {
  const icons = root?.querySelectorAll<HTMLElement>(".igx-excel-filter__icon");
  const icon = icons?.[index];
  if (!icon) return false;
  icon.click();
  return true;
}
