/** The search parameters that belong to the gallery, not to a page (the search, the theme, the open panel, the view options): kept when moving between samples. */
export function keptSearch(search: string, changes: Record<string, string | null> = {}): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["q", "theme", "panel", "dir", "size", "width"]) {
    const value = key in changes ? changes[key] : params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : "";
}
