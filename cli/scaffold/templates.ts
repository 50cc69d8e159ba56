import type { SampleSlugs } from "../../contract/routes";
import { chartTemplates, categoryChart } from "./chart-templates";
import { own, renderIndex, sampleFunctionName, type SampleCode, type TemplateContext } from "./code";
import { gaugeTemplates, geographicMap, radialGauge, spreadsheet } from "./dv-templates";
import { grid, gridTemplates } from "./grid-templates";
import { webComponent, webComponentSlugs } from "./web-templates";

/** The package family a new sample's code comes from. */
export type TemplateFamily = "gauge" | "chart" | "grid" | "map" | "excel" | "web-component";

export interface Template {
  family: TemplateFamily;
  /** The Ignite UI component the code renders, such as `IgrCategoryChart`. */
  component: string;
  /** File name → text, written into the new sample's folder. */
  files: Record<string, string>;
}

const GROUP_FAMILIES: Record<string, TemplateFamily> = {
  charts: "chart",
  gauges: "gauge",
  grids: "grid",
  maps: "map",
  excel: "excel",
};

/**
 * Which family a component belongs to: a component with a template of its own wins (so `grids/list`
 * is a web component and `charts/tree-map` a chart), then the group, then what the slug says.
 */
export function familyOf({ group, component }: SampleSlugs): TemplateFamily {
  if (own(gaugeTemplates, component)) return "gauge";
  if (own(chartTemplates, component)) return "chart";
  if (own(gridTemplates, component)) return "grid";
  if (component === "geo-map" || component === "geographic-map") return "map";
  if (component === "spreadsheet" || component === "excel-library") return "excel";
  if (webComponentSlugs.includes(component)) return "web-component";
  const byGroup = own(GROUP_FAMILIES, group);
  if (byGroup) return byGroup;
  if (/(^|-)(chart|sparkline)(-|$)/.test(component)) return "chart";
  if (/(^|-)(gauge|graph)(-|$)/.test(component)) return "gauge";
  if (/(^|-)grid(-|$)/.test(component)) return "grid";
  return "web-component";
}

function codeFor(family: TemplateFamily, component: string, context: TemplateContext): SampleCode {
  switch (family) {
    case "gauge":
      return (own(gaugeTemplates, component) ?? radialGauge)();
    case "chart":
      return (own(chartTemplates, component) ?? categoryChart)();
    case "grid":
      return (own(gridTemplates, component) ?? grid)();
    case "map":
      return geographicMap();
    case "excel":
      return spreadsheet();
    case "web-component":
      return webComponent(component, context);
  }
}

/** The index.tsx of a new sample: a real, minimal use of the component its path names. */
export function templateFor(slugs: SampleSlugs, componentTitle: string): Template {
  const family = familyOf(slugs);
  const functionName = sampleFunctionName(slugs.component, slugs.sample);
  const code = codeFor(family, slugs.component, { componentTitle, functionName });
  return { family, component: code.component, files: { "index.tsx": renderIndex(code, functionName) } };
}
