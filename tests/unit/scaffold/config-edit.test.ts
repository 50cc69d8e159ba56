import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../cli/catalog/config";
import { GalleryError } from "../../../cli/errors";
import { addToConfigText } from "../../../cli/scaffold/config-edit";
import { VALID_CONFIG_YAML } from "../helpers";

const add = (text: string, group: string, component: string) =>
  addToConfigText(text, "samples.config.yaml", { group, component, groupTitle: "New Group", componentTitle: "New Component" });

/** The lines `after` adds to `before`, which must otherwise be unchanged and in order. */
function addedLines(before: string, after: string): string[] {
  const old = before.split("\n");
  const lines = after.split("\n");
  const added: string[] = [];
  let i = 0;
  for (const line of lines) {
    if (old[i] === line) i++;
    else added.push(line);
  }
  expect(i).toBe(old.length);
  return added;
}

describe("addToConfigText", () => {
  it("inserts a component in slug order when the group's components are sorted", () => {
    const text = add(VALID_CONFIG_YAML.replace("      button: Button\n", "      avatar: Avatar\n      chip: Chip\n"), "inputs", "button");
    expect(text).toContain("      avatar: Avatar\n      button: New Component\n      chip: Chip\n");
  });

  it("appends a component when the group's own order is not alphabetical", () => {
    // charts lists data-chart before data: a deliberate order that add-sample must not disturb.
    const after = add(VALID_CONFIG_YAML, "charts", "area-chart");
    expect(addedLines(VALID_CONFIG_YAML, after)).toEqual(["      area-chart: New Component"]);
    expect(after).toContain("      pie-chart: null\n      area-chart: New Component\n");
  });

  it("keeps comments, flow lists and every other byte as it was", () => {
    const after = add(VALID_CONFIG_YAML, "inputs", "slider");
    expect(addedLines(VALID_CONFIG_YAML, after)).toEqual(["      slider: New Component"]);
    expect(after.startsWith("# A small config for tests.\n")).toBe(true);
    expect(after).toContain("hosts: [localhost, 127.0.0.1]");
  });

  it("appends a new group with its first component, and the result is a valid config", () => {
    const after = add(VALID_CONFIG_YAML, "maps", "geo-map");
    expect(after).toBe(VALID_CONFIG_YAML + "  - slug: maps\n    title: New Group\n    components:\n      geo-map: New Component\n");
    const parsed = parseConfig(after, "samples.config.yaml");
    expect(parsed.problems).toEqual([]);
    expect(parsed.config?.groups.map((g) => g.slug)).toEqual(["charts", "inputs", "maps"]);
  });

  it("returns the text unchanged when the component is already listed", () => {
    expect(add(VALID_CONFIG_YAML, "charts", "pie-chart")).toBe(VALID_CONFIG_YAML);
  });

  it("refuses a config without a list of groups", () => {
    expect(() => add("basePath: /x/\n", "charts", "x")).toThrow(GalleryError);
  });
});
