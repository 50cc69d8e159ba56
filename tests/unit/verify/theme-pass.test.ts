import { describe, expect, it } from "vitest";
import { inRotatingPart } from "../../../cli/verify/selection";
import { THEME_KEYS } from "../../../contract/themes";
import { parseThemeKey, themeOfRun } from "../../../cli/verify/theme-pass";

describe("the theme of a --theme run", () => {
  const bootstrapLight = { name: "bootstrap", variant: "light" };

  it("turns through the seven themes other than the default, one a day, so a week covers them all", () => {
    const week = Array.from({ length: 7 }, (_, day) => themeOfRun(true, bootstrapLight, 20_000 + day));
    expect(new Set(week)).toEqual(new Set(THEME_KEYS.filter((key) => key !== "bootstrap-light")));
    expect(themeOfRun(true, bootstrapLight, 20_007)).toBe(week[0]);
  });

  it("takes a named theme as it is, and refuses an unknown one with the list", () => {
    expect(themeOfRun("indigo-dark", bootstrapLight, 0)).toBe("indigo-dark");
    expect(() => parseThemeKey("material")).toThrow(/--theme: expected one of bootstrap-light, .*; got 'material'/);
  });

  it("with --rotating 16 (npm test) meets every sample in every theme within 112 days, and not before", () => {
    const ids = Array.from({ length: 200 }, (_, i) => `group/component/sample-${i}`);
    const pairsBy = (days: number) => {
      const met = new Set<string>();
      for (let day = 20_000; day < 20_000 + days; day++) {
        const theme = themeOfRun(true, bootstrapLight, day);
        for (const id of ids) if (inRotatingPart(id, 16, day)) met.add(`${id} ${theme}`);
      }
      return met.size;
    };
    expect(pairsBy(112)).toBe(ids.length * 7);
    expect(pairsBy(111)).toBeLessThan(ids.length * 7);
  });
});
