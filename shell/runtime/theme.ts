import { useEffect, useState } from "react";
import { THEME_NAMES, THEME_STORAGE_KEY as STORAGE_KEY, THEME_VARIANTS } from "../../contract/themes";
import { CANVAS_PALETTE } from "../../contract/canvas-theme";
import { themeUrls } from "../../contract/urls";
import { galleryConfig } from "../../generated/manifest.gen";
import { loadStylesheet } from "./assets";
import { assetUrl } from "./base";
import { refreshCanvasTheme } from "./canvas-theme";

export type ThemeName = (typeof THEME_NAMES)[number];
export type ThemeVariant = (typeof THEME_VARIANTS)[number];

export interface Theme {
  name: ThemeName;
  variant: ThemeVariant;
}

/** Every theme the installed packages ship; the build copies each of them into themes/. */
export const THEMES: readonly Theme[] = THEME_NAMES.flatMap((name) =>
  THEME_VARIANTS.map((variant) => ({ name, variant })),
);

export const themeKey = (theme: Theme) => `${theme.name}-${theme.variant}`;

export function parseTheme(key: string | null | undefined): Theme | undefined {
  return THEMES.find((theme) => themeKey(theme) === key);
}

/**
 * The URL's `?theme=` first, then the last choice kept in localStorage, then the config's theme.
 * The components are told at once: the first sample may render before any effect of the shell runs.
 */
export function initialTheme(search: string): Theme {
  const theme =
    parseTheme(new URLSearchParams(search).get("theme")) ??
    parseTheme(safeStorage()?.getItem(STORAGE_KEY)) ??
    (galleryConfig.theme as Theme);
  announceTheme(theme);
  return theme;
}

/**
 * igniteui-webcomponents picks each component's structure (not only its colours) by theme, and reads
 * `--ig-theme` from the page once, on the first component it renders; after that it follows only its
 * `igc-change-theme` window event (what `configureTheme()` sends). The event re-themes the components
 * of every copy of the library already loaded; the inline properties are what a copy loaded later
 * reads first, whether or not the theme's stylesheet has arrived yet. The colour scheme gives a
 * sample's native controls and scrollbars the variant too.
 */
function announceTheme(theme: Theme): void {
  const root = document.documentElement.style;
  root.colorScheme = theme.variant;
  root.setProperty("--ig-theme", theme.name);
  root.setProperty("--ig-theme-variant", theme.variant);
  window.dispatchEvent(new CustomEvent("igc-change-theme", { detail: { theme: theme.name, themeVariant: theme.variant } }));
}

/** The key of the theme last announced to the components (announceTheme), following every later announcement. */
export function useAnnouncedThemeKey(): string {
  const read = () => {
    const style = document.documentElement.style;
    return `${style.getPropertyValue("--ig-theme")}-${style.getPropertyValue("--ig-theme-variant")}`;
  };
  const [key, setKey] = useState(read);
  useEffect(() => {
    const follow = () => setKey(read());
    window.addEventListener("igc-change-theme", follow);
    return () => window.removeEventListener("igc-change-theme", follow);
  }, []);
  return key;
}

const coreHref = (t: Theme) => assetUrl(themeUrls(t).core);
const gridHref = (t: Theme) => assetUrl(themeUrls(t).grids);

let current: Theme = galleryConfig.theme as Theme;
let gridTheme: Promise<unknown> | undefined;

/**
 * Swaps the theme's stylesheets in place (no reload): the core theme always, the grid theme when a
 * grid sample has loaded it. Resolves once the new stylesheets have loaded, so callers can time it.
 */
export async function applyTheme(theme: Theme): Promise<void> {
  current = theme;
  document.documentElement.dataset.themeVariant = theme.variant;
  safeStorage()?.setItem(STORAGE_KEY, themeKey(theme));
  const swaps = [swapStylesheet("gallery-theme", coreHref(theme))];
  if (document.getElementById("gallery-grid-theme")) swaps.push(swapStylesheet("gallery-grid-theme", gridHref(theme)));
  await Promise.all(swaps);
  await themePaletteReady();
  // After the swap, so that structure and colours change together; a later choice wins.
  if (current === theme) {
    announceTheme(theme);
    refreshCanvasTheme();
  }
}

/**
 * Resolves once a theme's palette is on the page (its stylesheet applied), or `limitMs` later. The
 * head's choice script swaps the theme link's href for the chosen theme's, and the swapped load
 * holds back neither the shell's module script nor the link's `sheet`: on a busy machine the canvas
 * colours were read before any palette was there, and a chart drew its own light ink on the dark
 * theme (fluent dark: #4e4e4e on #1e2227, 5 of 10 charts opened 3 times in fresh pages, 4 at once).
 */
export function themePaletteReady(limitMs = 3000): Promise<void> {
  // The entry the canvas components' axis labels take: what the light ink showed on the dark page.
  const entry = CANVAS_PALETTE["--axis-label-text-color"]!;
  const present = () => getComputedStyle(document.documentElement).getPropertyValue(entry).trim() !== "";
  if (present()) return Promise.resolve();
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => (present() || performance.now() - started > limitMs ? resolve() : setTimeout(check, 16));
    setTimeout(check, 16);
  });
}

/** Adds the new stylesheet before removing the old one, so the page is never unstyled in between. */
async function swapStylesheet(id: string, href: string): Promise<void> {
  const old = document.getElementById(id) as HTMLLinkElement | null;
  // The page's first stylesheet may still be loading: the canvas colours are read from it.
  if (old && old.getAttribute("href") === href) return old.sheet ? undefined : loaded(old);
  const link = await loadStylesheet(href);
  old?.remove();
  link.id = id;
}

function loaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve(), { once: true });
    link.addEventListener("error", () => resolve(), { once: true });
  });
}

/** The grid theme is large, so it loads the first time a grid sample needs it, then stays. */
export function ensureGridTheme(): Promise<unknown> {
  gridTheme ??= loadStylesheet(gridHref(current), { id: "gallery-grid-theme" }).catch((error: unknown) => {
    gridTheme = undefined;
    throw error;
  });
  return gridTheme;
}

export function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
