import { safeStorage } from "./theme";

/** How the sample is shown: reading direction, Ignite UI's size, and the width of its frame. */
export interface ViewOptions {
  dir: "ltr" | "rtl";
  size: "small" | "medium" | "large";
  /** The sample's frame in CSS pixels (phone, tablet, desktop, or dragged to any width), or as wide as the content. */
  width: "full" | `${number}`;
}

/** The narrowest and widest frame a drag or a URL may ask for. */
export const FRAME_WIDTH = { min: 240, max: 3840 } as const;

export const VIEW_CHOICES: { readonly [K in keyof ViewOptions]: readonly ViewOptions[K][] } = {
  dir: ["ltr", "rtl"],
  size: ["small", "medium", "large"],
  width: ["full", "390", "768", "1280"],
};

export const DEFAULT_VIEW: ViewOptions = { dir: "ltr", size: "medium", width: "full" };

export const VIEW_KEYS = Object.keys(DEFAULT_VIEW) as (keyof ViewOptions)[];

const storageKey = (key: keyof ViewOptions) => `gallery-${key}`;

/** A whole number of pixels within FRAME_WIDTH, as the URL spells it. */
function isFrameWidth(value: string): value is `${number}` {
  return /^\d{1,4}$/.test(value) && +value >= FRAME_WIDTH.min && +value <= FRAME_WIDTH.max;
}

function parseChoice<K extends keyof ViewOptions>(key: K, value: string | null | undefined): ViewOptions[K] | undefined {
  const choice = VIEW_CHOICES[key].find((known) => known === value);
  if (choice || key !== "width" || !value || !isFrameWidth(value)) return choice;
  // A dragged width is any whole number of pixels in range, beside the presets.
  return String(+value) as ViewOptions[K];
}

/** Each option from the URL, else from `fallback` (which may know nothing of it), else the default; unknown values are ignored. */
function viewFrom(search: string, fallback: (key: keyof ViewOptions) => string | null | undefined): ViewOptions {
  const params = new URLSearchParams(search);
  const pick = <K extends keyof ViewOptions>(key: K): ViewOptions[K] => parseChoice(key, params.get(key)) ?? parseChoice(key, fallback(key)) ?? DEFAULT_VIEW[key];
  return { dir: pick("dir"), size: pick("size"), width: pick("width") };
}

/** The URL's value of each option first, then the last choice kept in localStorage, then the default. */
export function initialView(search: string): ViewOptions {
  const storage = safeStorage();
  return viewFrom(search, (key) => storage?.getItem(storageKey(key)));
}

/**
 * The embed's options: its URL's values, else the defaults. A page that embeds a sample gets exactly
 * what it asks for, whatever the visitor chose in the gallery, and the embed changes no remembered choice.
 */
export const urlView = (search: string): ViewOptions => viewFrom(search, () => undefined);

export function rememberView(view: ViewOptions): void {
  const storage = safeStorage();
  for (const key of VIEW_KEYS) storage?.setItem(storageKey(key), view[key]);
}

/** The URL's form of the options: a default is left out, so a plain link stays plain. */
export function viewQuery(view: ViewOptions): Record<keyof ViewOptions, string | null> {
  const query = {} as Record<keyof ViewOptions, string | null>;
  for (const key of VIEW_KEYS) query[key] = view[key] === DEFAULT_VIEW[key] ? null : view[key];
  return query;
}
