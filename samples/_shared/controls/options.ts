export type Option<T extends string> = T | { value: T; text: string };

export function toItems<T extends string>(options: readonly Option<T>[]) {
  return options.map((o) => (typeof o === "string" ? { value: o, text: o } : o));
}
