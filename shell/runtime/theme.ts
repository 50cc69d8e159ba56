import { galleryConfig } from "../../generated/manifest.gen";
import { loadStylesheet } from "./assets";
import { assetUrl } from "./base";

let gridTheme: Promise<unknown> | undefined;

/** The grid theme is large, so it loads the first time a grid sample needs it, then stays. */
export function ensureGridTheme(): Promise<unknown> {
  const { name, variant } = galleryConfig.theme;
  gridTheme ??= loadStylesheet(assetUrl(`themes/${variant}/grids-${name}.css`), { id: "gallery-grid-theme" }).catch(
    (error: unknown) => {
      gridTheme = undefined;
      throw error;
    },
  );
  return gridTheme;
}
