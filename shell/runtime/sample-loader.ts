import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { sampleImports } from "../../generated/imports.gen";
import type { SampleId } from "../../generated/manifest.gen";
import { loadStylesheet, sampleNeeds } from "./assets";
import { assetUrl } from "./base";
import { ensureGridTheme } from "./theme";

const loaded = new Map<SampleId, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a sample: its stylesheets load first (marked with the sample id so the
 * frame can remove them when the sample leaves), then its chunk. Cached, so a revisit is instant.
 */
export function sampleComponent(id: SampleId): LazyExoticComponent<ComponentType> {
  let component = loaded.get(id);
  if (!component) {
    component = lazy(async () => {
      const needs = sampleNeeds(id);
      await Promise.all([
        needs.gridTheme ? ensureGridTheme() : null,
        ...needs.css.map((href) => loadStylesheet(assetUrl(href), { "data-sample-css": id })),
      ]);
      return sampleImports[id]();
    });
    loaded.set(id, component);
  }
  return component;
}

/** Forgets a failed load so that a retry fetches again instead of replaying the rejection. */
export function forgetSample(id: SampleId): void {
  loaded.delete(id);
}

/** Removes the sample's stylesheets when it leaves the page; they are added again on the next visit. */
export function removeSampleCss(id: SampleId): void {
  for (const link of document.querySelectorAll(`link[data-sample-css="${CSS.escape(id)}"]`)) link.remove();
  loaded.delete(id);
}
