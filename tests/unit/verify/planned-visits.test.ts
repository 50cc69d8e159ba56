import { describe, expect, it } from "vitest";
import type { SampleEntry } from "../../../contract/manifest";
import { runBoundMs, BOUNDS } from "../../../cli/verify/bounds";
import { plannedVisits } from "../../../cli/verify/render";

const entry = (id: string) => {
  const [group, component, sample] = id.split("/") as [string, string, string];
  return { id, group, component, sample } as SampleEntry;
};
const samples = ["grids/grid/a", "grids/grid/b", "charts/pie-chart/c"].map(entry);

describe("plannedVisits with --repeat", () => {
  it("opens every sample n times at its grouped path, each in a fresh page, round by round", () => {
    const visits = plannedVisits(samples, "/samples", 0, 3);
    expect(visits).toHaveLength(9);
    expect(visits.every((v) => v.fresh && v.route === `/samples/${v.sample.id}`)).toBe(true);
    expect(visits.slice(0, 3).map((v) => v.sample.id)).toEqual(samples.map((s) => s.id));
    expect(visits.slice(3, 6).map((v) => v.sample.id)).toEqual(samples.map((s) => s.id));
  });

  it("keeps the usual visits, by in-page navigation, without it", () => {
    const visits = plannedVisits(samples, "/samples", 0);
    expect(visits.length).toBeGreaterThanOrEqual(samples.length);
    expect(visits.some((v) => v.fresh)).toBe(false);
  });
});

describe("plannedVisits of the rotation", () => {
  it("opens a rotated sample also at its alias and at its embed path in RTL at the small size", () => {
    const ids = Array.from({ length: 40 }, (_, i) => `grids/grid/s${i}`);
    const visits = plannedVisits(ids.map(entry), "/samples", 1);
    const embeds = visits.filter((v) => !v.grouped && !v.route.startsWith("/samples"));
    expect(embeds.length).toBeGreaterThan(0);
    expect(embeds.length).toBeLessThan(ids.length);
    for (const visit of embeds) expect(visit.route).toBe(`/${visit.sample.id}?dir=rtl&size=small`);
  });
});

describe("runBoundMs", () => {
  it("grows with the visits each worker makes", () => {
    expect(runBoundMs(0, 4)).toBe(BOUNDS.runBaseMs);
    expect(runBoundMs(40, 4)).toBe(BOUNDS.runBaseMs + 10 * BOUNDS.runPerVisitMs);
    expect(runBoundMs(41, 4)).toBe(BOUNDS.runBaseMs + 11 * BOUNDS.runPerVisitMs);
  });
});
