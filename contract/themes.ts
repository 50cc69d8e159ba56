/** The Ignite UI themes the packages ship, each in a light and a dark variant. Browser-safe (no zod). */
export const THEME_NAMES = ["bootstrap", "material", "fluent", "indigo"] as const;
export const THEME_VARIANTS = ["light", "dark"] as const;
