import { describe, expect, it } from "vitest";
import { bisectModules } from "../../../cli/verify/bisect-modules";

const MODULES = Array.from({ length: 64 }, (_, i) => `IgrModule${String(i).padStart(2, "0")}Module`);

/** A sample that looks complete once every module of `needed` is registered. */
const needing = (needed: string[]) => async (subset: string[]) => needed.every((name) => subset.includes(name));

describe("bisectModules", () => {
  it("names the one module a sample needs in log2(n) renders and one that confirms it", async () => {
    const found = await bisectModules(MODULES, needing([MODULES[41]!]), 40);
    expect(found).toEqual({ needed: [MODULES[41]], complete: true, renders: 7 });
  });

  it("names every module when a sample needs several", async () => {
    const needed = [MODULES[3]!, MODULES[17]!, MODULES[60]!];
    const found = await bisectModules(MODULES, needing(needed), 40);
    expect(found.needed).toEqual(needed);
    expect(found.complete).toBe(true);
    expect(found.renders).toBeLessThanOrEqual(3 * 7);
  });

  it("stops at its budget and says so", async () => {
    const found = await bisectModules(MODULES, needing([MODULES[3]!, MODULES[60]!]), 4);
    expect(found.complete).toBe(false);
    expect(found.renders).toBe(4);
  });
});
