import { describe, expect, it } from "vitest";
import { buildSearchIndex, type SearchItem } from "../../../shell/search/search-index";
import { searchSamples } from "../../../shell/search/search-rank";
import { typoDistance } from "../../../shell/search/search-words";

const item = (id: string, description = "", tags: string[] = []): SearchItem => {
  const [group, component, sample] = id.split("/") as [string, string, string];
  const title = (s: string) => s.split("-").map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" ");
  return { id, title: title(sample), component: title(component), group: title(group), description, tags };
};

const items: SearchItem[] = [
  item("gauges/radial-gauge/animation", "A speedometer that animates between configurations."),
  item("gauges/radial-gauge/needle", "Needle shapes and sizes of the radial gauge."),
  item("gauges/radial-gauge/type-ring", "A ring shaped radial gauge."),
  item("gauges/linear-gauge/needle", "The needle of a linear gauge."),
  item("gauges/bullet-graph/ranges", "Qualitative ranges behind the measure.", ["ranges", "bands"]),
  item("charts/category-chart/overview", "Energy production by source as a category chart."),
  item("charts/category-chart/axis-inverted", "An inverted y-axis."),
  item("charts/category-chart/axis-titles", "Titles on both axes."),
  item("charts/category-chart/tooltip-template", "A custom tooltip for every point.", ["tooltip"]),
  item("charts/category-chart/tooltip-types", "Default, item, category and grouped tooltips.", ["tooltip"]),
  item("charts/category-chart/high-volume", "Hundreds of thousands of points stay responsive."),
  item("charts/category-chart/line-chart-styling", "A styled line chart with thick outlines."),
  item("charts/category-chart/spline-area-single-source", "A spline area chart of one data source."),
  item("charts/financial-chart/overview", "Stock prices with candlesticks and volume.", ["stocks"]),
  item("charts/pie-chart/legend", "A pie chart with a legend."),
  item("charts/data-pie-chart/overview", "Market share as a pie."),
  item("grids/grid/overview", "Products with sorting, filtering and paging."),
  item("grids/grid/row-pinning-options", "Pin rows to the top or the bottom.", ["pinning"]),
  item("grids/grid/column-pinning", "Pin columns to the left.", ["pinning"]),
  item("grids/grid/excel-exporting", "Export the grid to an Excel file."),
  item("grids/grid/remote-paging-grid", "Pages fetched from the server."),
  item("grids/tree-grid/overview", "Employees in a hierarchy."),
  item("grids/hierarchical-grid/overview", "Singers, albums and songs."),
  item("maps/geo-map/overview", "World countries coloured by continent.", ["world"]),
  item("maps/geo-map/shape-styling", "Country shapes with custom fills."),
  item("inputs/button/overview", "Buttons in every variant."),
  item("inputs/slider/range", "A slider with two thumbs."),
  item("inputs/date-time-input/overview", "Edit a date and a time."),
  item("scheduling/calendar/overview", "Single, multiple and range selection."),
  item("scheduling/date-picker/overview", "Pick a date from a drop-down calendar."),
  item("notifications/toast/overview", "Short messages that disappear."),
  item("interactions/chat/overview", "A chat with a local bot."),
  item("excel/spreadsheet/overview", "A budget workbook with formulas."),
  item("layouts/card/overview", "Cards with media and actions."),
];
const index = buildSearchIndex(items);
const top = (query: string, n = 1) => searchSamples(index, query).slice(0, n).map((r) => r.item.id);

describe("searchSamples ranking", () => {
  it.each([
    ["needle", "gauges/radial-gauge/needle"],
    ["linear needle", "gauges/linear-gauge/needle"],
    ["radial ring", "gauges/radial-gauge/type-ring"],
    ["animation", "gauges/radial-gauge/animation"],
    ["anim", "gauges/radial-gauge/animation"],
    ["inverted", "charts/category-chart/axis-inverted"],
    ["axis titles", "charts/category-chart/axis-titles"],
    ["tooltip template", "charts/category-chart/tooltip-template"],
    ["high volume", "charts/category-chart/high-volume"],
    ["spline area single", "charts/category-chart/spline-area-single-source"],
    ["financial", "charts/financial-chart/overview"],
    ["candlesticks", "charts/financial-chart/overview"],
    ["row pinning", "grids/grid/row-pinning-options"],
    ["excel export", "grids/grid/excel-exporting"],
    ["remote paging", "grids/grid/remote-paging-grid"],
    ["tree grid", "grids/tree-grid/overview"],
    ["hierarchical", "grids/hierarchical-grid/overview"],
    ["geo map", "maps/geo-map/overview"],
    ["world", "maps/geo-map/overview"],
    ["date picker", "scheduling/date-picker/overview"],
    ["toast", "notifications/toast/overview"],
    ["spreadsheet", "excel/spreadsheet/overview"],
    ["chat bot", "interactions/chat/overview"],
    ["bullet", "gauges/bullet-graph/ranges"],
    ["SLIDER", "inputs/slider/range"],
  ])("%j ranks %s first", (query, expected) => {
    expect(top(query)).toEqual([expected]);
  });

  it("ranks a title match above a description-only match", () => {
    const ids = searchSamples(index, "overview").map((r) => r.item.id);
    expect(ids).toContain("grids/grid/overview");
    expect(ids).not.toContain("gauges/radial-gauge/needle");
  });

  it("ranks exact words above prefixes above substrings", () => {
    const small = buildSearchIndex([item("a/b/charting"), item("a/b/chart"), item("a/b/piechart")]);
    expect(searchSamples(small, "chart").map((r) => r.item.id)).toEqual(["a/b/chart", "a/b/charting", "a/b/piechart"]);
  });

  it.each([
    ["gaueg", "gauges"],
    ["guage", "gauges"],
    ["spredsheet", "excel/spreadsheet/overview"],
    ["calender", "scheduling/calendar/overview"],
  ])("finds close misspellings: %j", (query, expected) => {
    const ids = searchSamples(index, query).map((r) => r.item.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => id.includes(expected)) || ids[0]!.includes(expected)).toBe(true);
  });

  it("requires every query word to match", () => {
    expect(top("needle linear", 5)).toEqual(["gauges/linear-gauge/needle"]);
    expect(searchSamples(index, "needle zebra")).toEqual([]);
  });

  it("returns nothing for an empty query or no match", () => {
    expect(searchSamples(index, "   ")).toEqual([]);
    expect(searchSamples(index, "qqqqqq")).toEqual([]);
  });

  it("marks the matched part of the title", () => {
    const [first] = searchSamples(index, "pinn");
    expect(first!.item.title).toBe("Row Pinning Options");
    expect(first!.titleMarks).toEqual([[4, 8]]);
    const [fuzzy] = searchSamples(index, "anmation");
    expect(fuzzy!.item.title.slice(...fuzzy!.titleMarks[0]!)).toBe("Animation");
  });
});

describe("words typed together and apart", () => {
  it.each([
    ["piechart", "charts/pie-chart/legend"],
    ["datepicker", "scheduling/date-picker/overview"],
    ["treegrid", "grids/tree-grid/overview"],
    ["geomap", "maps/geo-map/overview"],
    ["rowpinning", "grids/grid/row-pinning-options"],
    ["spread sheet", "excel/spreadsheet/overview"],
    ["date picker", "scheduling/date-picker/overview"],
  ])("%j ranks %s first", (query, expected) => {
    expect(top(query)).toEqual([expected]);
  });

  it("marks the words a joined query word stands for", () => {
    const [first] = searchSamples(index, "rowpinning");
    expect(first!.titleMarks.map((range) => first!.item.title.slice(...range))).toEqual(["Row", "Pinning"]);
  });

  it("does not read a joined word into the start of its first word", () => {
    // "tre" is the start of "tree": the joined "treegrid" must not add the Tree Grid's other words.
    const [first] = searchSamples(index, "tre");
    expect(first!.titleMarks).toEqual([]);
    expect(top("tre", 3)).toContain("grids/tree-grid/overview");
  });
});

describe("typoDistance", () => {
  it("counts an adjacent transposition as one edit", () => {
    expect(typoDistance("gaueg", "gauge", 2)).toBe(1);
    expect(typoDistance("abc", "abc", 1)).toBe(0);
    expect(typoDistance("kitten", "sitting", 3)).toBe(3);
    expect(typoDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("display names and headings", () => {
  const sample = (id: string, heading?: string): SearchItem => ({ ...item(id), ...(heading ? { heading } : {}) });
  const named = buildSearchIndex([
    sample("grids/grid/row-pinning-extra", "Pin Rows With Extras"),
    sample("grids/grid/row-pinning"),
    sample("grids/tree-grid/row-pinning-options"),
    sample("grids/grid/row-drag-base", "Row Drag Between Grids"),
  ]);

  it("ranks a display name that is exactly the query's words above names that merely contain them", () => {
    expect(searchSamples(named, "row pinning")[0]!.item.id).toBe("grids/grid/row-pinning");
    expect(searchSamples(named, "Row-Pinning")[0]!.item.id).toBe("grids/grid/row-pinning");
  });

  it("finds a sample by words of its heading only", () => {
    expect(searchSamples(named, "between grids").map((r) => r.item.id)).toEqual(["grids/grid/row-drag-base"]);
  });
});
