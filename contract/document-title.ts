/** The site's name, last in every page title. */
export const SITE_TITLE = "Ignite UI for React samples";

/**
 * A sample page's title, the same in the built per-route HTML and in the running shell:
 * "Row Drag Base: Row Drag Between Grids - Grid | site" (the heading only when the sample has one).
 */
export function sampleTitle(name: string, control: string, heading?: string): string {
  return `${name}${heading ? `: ${heading}` : ""} - ${control} | ${SITE_TITLE}`;
}

/** A group's or a component's page title: "Category Chart - Charts | site", or "Charts | site". */
export function listingTitle(groupName: string, componentName?: string): string {
  return `${componentName ? `${componentName} - ` : ""}${groupName} | ${SITE_TITLE}`;
}
