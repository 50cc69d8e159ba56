import { baseWithoutSlash } from "../../contract/urls";
import { galleryConfig } from "../../generated/manifest.gen";

/** The router's basename: the base path without its trailing slash. */
export const basename = baseWithoutSlash(galleryConfig.basePath);

/** An asset path relative to the base, as an absolute URL path. */
export const assetUrl = (relative: string) => galleryConfig.basePath + relative;
