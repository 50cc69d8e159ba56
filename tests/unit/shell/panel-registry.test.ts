import { describe, expect, it } from "vitest";
import type { SampleId } from "../../../generated/manifest.gen";
import { matchesShortcut } from "../../../shell/keys/shortcut";
import { keptSearch } from "../../../shell/runtime/search-params";
import { panels } from "../../../shell/panels/installed";
import { createPanelRegistry, panelProblems, type PanelDefinition } from "../../../shell/panels/registry";

const load: PanelDefinition["load"] = () => Promise.reject(new Error("not loaded in unit tests"));
const grid = "grids/grid/overview" as SampleId;
const chart = "charts/category-chart/overview" as SampleId;

describe("createPanelRegistry", () => {
  const code: PanelDefinition = { id: "code", title: "Code", shortcut: "Alt+Shift+C", load };
  const gridOnly: PanelDefinition = { id: "grid-tools", title: "Grid tools", matches: (sample) => sample.startsWith("grids/"), load };
  const registry = createPanelRegistry([code, gridOnly]);

  it("lists the panels that apply to a sample in registration order", () => {
    expect(registry.forSample(grid).map((panel) => panel.id)).toEqual(["code", "grid-tools"]);
    expect(registry.forSample(chart).map((panel) => panel.id)).toEqual(["code"]);
  });

  it("finds the panel named in the URL only when it applies to the sample shown", () => {
    expect(registry.find("grid-tools", grid)).toBe(gridOnly);
    expect(registry.find("grid-tools", chart)).toBeUndefined();
    expect(registry.find("code", undefined)).toBeUndefined();
    expect(registry.find("nope", grid)).toBeUndefined();
    expect(registry.find(null, grid)).toBeUndefined();
  });

  it("names every panel whose id cannot stand in the URL, or whose id or shortcut is taken", () => {
    expect(panelProblems([{ ...code, id: "Code Panel" }, code, { ...code, shortcut: undefined }, { ...gridOnly, shortcut: "Alt+Shift+C" }])).toEqual([
      'Panel "Code Panel": id must be lower-case letters, digits and dashes (it is ?panel=<id> in the URL)',
      'Panel "code": shortcut Alt+Shift+C is already panel "Code Panel"\'s',
      'Panel "code": registered twice',
      'Panel "grid-tools": shortcut Alt+Shift+C is already panel "Code Panel"\'s',
    ]);
    expect(panelProblems([code, gridOnly])).toEqual([]);
  });

  it("refuses a wrong list at startup in development, with every problem", () => {
    expect(() => createPanelRegistry([code, code])).toThrow('shell/panels/installed.ts:\nPanel "code": registered twice');
  });

  it("the gallery's own panels have none of those problems", () => {
    expect(panelProblems(panels.all)).toEqual([]);
    expect(panels.all.map((panel) => panel.id)).toContain("code");
  });
});

describe("matchesShortcut", () => {
  const press = (code: string, modifiers: { alt?: boolean; shift?: boolean; ctrl?: boolean; meta?: boolean }) => ({
    code,
    altKey: modifiers.alt ?? false,
    shiftKey: modifiers.shift ?? false,
    ctrlKey: modifiers.ctrl ?? false,
    metaKey: modifiers.meta ?? false,
  });

  it("matches the key's position with exactly the modifiers named", () => {
    expect(matchesShortcut(press("KeyC", { alt: true, shift: true }), "Alt+Shift+C")).toBe(true);
    expect(matchesShortcut(press("KeyC", { alt: true }), "Alt+Shift+C")).toBe(false);
    expect(matchesShortcut(press("KeyC", { alt: true, shift: true, ctrl: true }), "Alt+Shift+C")).toBe(false);
    expect(matchesShortcut(press("KeyC", { alt: true, shift: true, meta: true }), "Alt+Shift+C")).toBe(false);
    expect(matchesShortcut(press("KeyE", { alt: true, shift: true }), "Alt+Shift+C")).toBe(false);
    expect(matchesShortcut(press("KeyE", { alt: true, ctrl: true }), "Control+Alt+E")).toBe(true);
    expect(matchesShortcut(press("KeyE", { ctrl: true }), "Control+Alt+E")).toBe(false);
  });
});

describe("keptSearch", () => {
  it("keeps the open panel with the theme and the search when moving between samples, and drops other parameters", () => {
    expect(keptSearch("?panel=code&theme=material-dark&x=1")).toBe("?theme=material-dark&panel=code");
    expect(keptSearch("?panel=code&q=grid", { panel: null })).toBe("?q=grid");
  });
});
