/** The Ignite UI themes the packages ship, each in a light and a dark variant. Browser-safe (no zod). */
export const THEME_NAMES = ["bootstrap", "material", "fluent", "indigo"] as const;
export const THEME_VARIANTS = ["light", "dark"] as const;

/** A theme's keys in both its variants: `bootstrap` → `bootstrap-light`, `bootstrap-dark`. */
export const variantKeys = (name: string): string[] => THEME_VARIANTS.map((variant) => `${name}-${variant}`);

/** Every theme key the shell accepts in `?theme=`: `material-dark`. */
export const THEME_KEYS = THEME_NAMES.flatMap(variantKeys);

/** The localStorage key of the visitor's last theme, which the shell writes and the page's head reads. */
export const THEME_STORAGE_KEY = "gallery-theme";

/**
 * A remote `@import` in a theme stylesheet (the grid theme pulls Material Icons from Google Fonts):
 * stripped by the gallery and by exported projects, which load that font from the material-icons package.
 */
export const REMOTE_CSS_IMPORT = /@import\s*(url\()?\s*["']?https?:\/\/[^;]*;/g;

/**
 * Whether a known accessibility entry can occur in any of these themes (keys such as `bootstrap-dark`):
 * one without a themes field occurs in every theme. Here, zod-free, as the sample page filters by it too.
 */
export function knownInThemes(entry: { readonly themes?: readonly string[] }, themes: readonly string[]): boolean {
  return !entry.themes || entry.themes.some((theme) => themes.includes(theme));
}
