import { beforeAll, describe, expect, it } from "vitest";
import { navigation, type SampleId } from "../../../generated/manifest.gen";
import { loadAllDetails } from "../../../shell/runtime/sample-details";
import { indexMenu } from "../../../shell/search/search-engine";
import { buildSearchIndex, type SearchIndex } from "../../../shell/search/search-index";
import { searchItems } from "../../../shell/search/search-items";
import { searchSamples } from "../../../shell/search/search-rank";

// The real menu and the real details: what a user types, and the sample the menu says they want.
let index: SearchIndex<SampleId>;
beforeAll(async () => {
  index = buildSearchIndex(searchItems(navigation, await loadAllDetails()));
});

const ids = (query: string) => searchSamples(index, query).map((result) => result.item.id);
/** The samples of the menu, in its order. */
const menu = navigation.flatMap((g) => g.components.flatMap((c) => c.routes.filter((r) => r.showLink).map((r) => r.sample)));
const menuOrder = (component: string) => menu.filter((id) => id.startsWith(`${component}/`));

describe("search ranking over the real menu: the first result", () => {
  it.each([
    // Inputs
    ["combo", "inputs/combo/overview"],
    ["button", "inputs/button/overview"],
    ["button group", "inputs/button-group/overview"],
    ["buttongroup", "inputs/button-group/overview"],
    ["icon button", "inputs/icon-button/size"],
    ["date time input", "inputs/date-time-input/overview"],
    ["datetimeinput", "inputs/date-time-input/overview"],
    ["textarea", "inputs/textarea/overview"],
    ["text area resize", "inputs/textarea/resize"],
    ["slider ticks", "inputs/slider/ticks"],
    ["linear progress", "inputs/linear-progress-indicator/dynamic"],
    ["tooltip", "inputs/tooltip/overview"],
    // Layouts
    ["stepper", "layouts/stepper/animations"],
    ["dock manager", "layouts/dock-manager/overview"],
    ["dockmanager", "layouts/dock-manager/overview"],
    ["tile manager", "layouts/tile-manager/overview"],
    ["expansion panel", "layouts/expansion-panel/component-customization"],
    ["avatar initials", "layouts/avatar/initials"],
    // Grids & Lists
    ["grid", "grids/grid/overview"],
    ["Grid", "grids/grid/overview"],
    ["tree grid", "grids/tree-grid/overview"],
    ["treegrid", "grids/tree-grid/overview"],
    ["Tree-Grid", "grids/tree-grid/overview"],
    ["hierarchical grid", "grids/hierarchical-grid/overview"],
    ["data grid", "grids/data-grid/overview"],
    ["grid lite", "grids/grid-lite/overview"],
    ["pivot grid", "grids/pivot-grid/aggregate-max-sales"],
    ["grid column pinning", "grids/grid/column-pinning"],
    ["tree grid column pinning", "grids/tree-grid/column-pinning"],
    ["row pinning", "grids/data-grid/row-pinning"],
    ["tree", "grids/tree/basic-example"],
    // Charts
    ["piechart", "charts/pie-chart/overview"],
    ["pie chart", "charts/pie-chart/overview"],
    ["pie chart legend", "charts/pie-chart/legend"],
    ["data pie chart", "charts/data-pie-chart/overview"],
    ["doughnut", "charts/doughnut-chart/overview"],
    ["category chart", "charts/category-chart/overview"],
    ["data chart", "charts/data-chart/chart-overview"],
    ["financial chart", "charts/financial-chart/overview"],
    ["sparkline", "charts/sparkline/display-area"],
    ["treemap", "charts/tree-map/overview"],
    ["tree map", "charts/tree-map/overview"],
    ["zoom slider", "charts/zoomslider/overview"],
    ["chart toolbar", "charts/toolbar/actions-built-in-category-chart"],
    ["chart", "charts/category-chart/overview"],
    // Maps
    ["geo map", "maps/geo-map/overview"],
    ["geographic map", "maps/geo-map/overview"],
    ["map", "maps/geo-map/overview"],
    // Gauges
    ["radial gauge needle", "gauges/radial-gauge/needle"],
    ["needle radial gauge", "gauges/radial-gauge/needle"],
    ["radial gauge", "gauges/radial-gauge/animation"],
    ["bullet graph", "gauges/bullet-graph/animation"],
    ["needle", "gauges/linear-gauge/needle"],
    ["gauge", "gauges/linear-gauge/animation"],
    // Excel
    ["spreadsheet", "excel/spreadsheet/overview"],
    ["spreadsheet clipboard", "excel/spreadsheet/clipboard"],
    ["excel library", "excel/excel-library/overview"],
    // Editors
    ["date picker editors", "editors/x-date-picker/overview"],
    ["multi column combo box", "editors/multi-column-combobox/overview"],
    ["combobox", "editors/multi-column-combobox/overview"],
    // Notifications
    ["toast", "notifications/toast/overview"],
    ["snackbar", "notifications/snackbar/overview"],
    ["banner", "notifications/banner/banner-advanced-sample"],
    ["dialog", "notifications/dialog/overview"],
    // Menus
    ["navbar", "menus/nav-bar/overview"],
    ["nav bar", "menus/nav-bar/overview"],
    ["navigation drawer", "menus/nav-drawer/add-drawer-items"],
    ["nav drawer", "menus/nav-drawer/add-drawer-items"],
    // Scheduling
    ["date picker", "scheduling/date-picker/overview"],
    ["datepicker", "scheduling/date-picker/overview"],
    ["Date-Picker", "scheduling/date-picker/overview"],
    ["DatePicker", "scheduling/date-picker/overview"],
    ["date range picker", "scheduling/date-range-picker/overview"],
    ["calendar", "scheduling/calendar/overview"],
    ["calendar week numbers", "scheduling/calendar/week-numbers"],
    // Interactions
    ["chat", "interactions/chat/overview"],
    ["query builder", "interactions/query-builder/overview"],
    ["querybuilder", "interactions/query-builder/overview"],
    // Misspelt
    ["spredsheet", "excel/spreadsheet/overview"],
    ["calender", "scheduling/calendar/overview"],
    ["stepepr", "layouts/stepper/animations"],
  ])("%j → %s", (query, expected) => {
    expect(ids(query)[0]).toBe(expected);
  });

  it("covers every group of the menu", () => {
    // Kept in step with the table above by hand: a group added to the menu must get queries there.
    const covered = ["inputs", "layouts", "grids", "charts", "maps", "gauges", "excel", "editors", "notifications", "menus", "scheduling", "interactions"];
    expect(navigation.map((g) => g.slug).sort()).toEqual([...covered].sort());
  });
});

describe("search ranking over the real menu: the order", () => {
  it.each(["inputs/combo", "grids/tree-grid", "excel/spreadsheet", "scheduling/date-picker"])(
    "a query naming %s lists its overview, then its other samples in menu order",
    (component) => {
      const query = component.split("/")[1]!.replace(/-/g, " ");
      const samples = menuOrder(component);
      const overview = `${component}/overview`;
      expect(ids(query).slice(0, samples.length)).toEqual([overview, ...samples.filter((id) => id !== overview)]);
    },
  );

  it("lists a component without an overview in menu order", () => {
    expect(ids("stepper").slice(0, 6)).toEqual(menuOrder("layouts/stepper"));
  });

  it("lists the component named exactly before one whose name only contains the words", () => {
    const found = ids("date picker");
    expect(found.indexOf("scheduling/date-picker/styling")).toBeLessThan(found.indexOf("editors/x-date-picker/overview"));
  });

  it("ranks a component and its exact sample above a longer sample name that contains it", () => {
    expect(ids("radial gauge needle").slice(0, 2)).toEqual(["gauges/radial-gauge/needle", "gauges/radial-gauge/highlight-needle"]);
    expect(ids("grid column pinning").slice(0, 2)).toEqual(["grids/grid/column-pinning", "grids/grid/column-pinning-both-sides"]);
  });

  it("lists the Grid component before Sparkline's sample named Grid, and both are found", () => {
    const found = ids("grid");
    expect(found.slice(0, menuOrder("grids/grid").length).every((id) => id.startsWith("grids/grid/"))).toBe(true);
    expect(found).toContain("charts/sparkline/grid");
  });

  it("puts every chart's overview first when a word names several components alike", () => {
    const overviews = ids("chart").slice(0, 6);
    expect(overviews).toEqual([
      "charts/category-chart/overview",
      "charts/data-chart/chart-overview",
      "charts/data-pie-chart/overview",
      "charts/doughnut-chart/overview",
      "charts/financial-chart/overview",
      "charts/pie-chart/overview",
    ]);
  });

  it("ranks the sample whose name is being typed while the component is already whole", () => {
    expect(ids("radial gauge nee")[0]).toBe("gauges/radial-gauge/needle");
    expect(ids("date pick")[0]).toBe("scheduling/date-picker/overview");
  });

  it("breaks ties by the menu's order, not by the alphabet", () => {
    const styling = menu.filter((id) => id.endsWith("/styling"));
    const found = ids("styling").slice(0, styling.length);
    expect(found).toEqual(styling);
    expect(found).not.toEqual([...found].sort());
  });

  it("ranks the same through the shell's lazy entry, before the details arrive as after", () => {
    const search = indexMenu(navigation);
    expect(search("grid")[0]!.item.id).toBe("grids/grid/overview");
    expect(search("radial gauge needle").map((r) => r.item.id)).toEqual(ids("radial gauge needle").slice(0, search("radial gauge needle").length));
  });
});
