import { describe, expect, it } from "vitest";
import { checkRegistration, TOLERANCE, type RegistrationSample } from "../../../cli/verify/registration-check";
import type { RenderTarget } from "../../../cli/verify/registration-render";
import { withRegistration } from "../../../cli/verify/registration-verdicts";
import { encodePng, solidImage } from "./png-fixture";

const WHITE = [255, 255, 255, 255];
const SAMPLE: RegistrationSample = {
  id: "charts/data-chart/axis-annotations",
  path: "/react-demos/samples/charts/data-chart/axis-annotations",
  packages: ["igniteui-react-charts"],
  modules: ["IgrDataChartAnnotationModule", "IgrDataChartCategoryModule", "IgrDataChartCoreModule", "IgrLegendModule"],
};

/** A plain chart, and the same chart with its annotations drawn (more pixels than the tolerance). */
const plain = encodePng(20, 20, solidImage(20, 20, WHITE));
const annotated = encodePng(20, 20, solidImage(20, 20, WHITE, Array.from({ length: TOLERANCE.pixels + 5 }, (_, i) => i)));

/** A sample that draws its annotations only once `needed` is registered, counting the renders asked for. */
function renderer(needed: string | undefined) {
  const targets: RenderTarget[] = [];
  const render = async (target: RenderTarget) => {
    targets.push(target);
    const registered = target.packages ? (target.only ?? SAMPLE.modules) : [];
    return { png: needed && registered.includes(needed) ? annotated : plain };
  };
  return { render, targets };
}

describe("checkRegistration", () => {
  it("passes a sample that looks the same as it is and with every module registered, in two renders", async () => {
    const { render, targets } = renderer(undefined);
    const outcome = await checkRegistration(render, SAMPLE);
    expect(outcome.status).toBe("same");
    expect(targets.map((t) => t.packages)).toEqual([undefined, ["igniteui-react-charts"]]);
  });

  it("passes on a matching first look without a fresh render with the modules, and renders afresh when it differs", async () => {
    const { render, targets } = renderer(undefined);
    const matching = await checkRegistration(render, SAMPLE, async () => ({ png: plain }));
    expect(matching).toMatchObject({ status: "same", renders: 2 });
    expect(targets).toHaveLength(1);
    const differing = await checkRegistration(render, SAMPLE, async () => ({ png: annotated }));
    expect(differing.status).toBe("same");
    expect(targets.map((t) => t.packages)).toEqual([undefined, undefined, ["igniteui-react-charts"]]);
  });

  it("spares the second render only for a sample whose modules only define elements and whose page has none undefined", async () => {
    const elements = { ...SAMPLE, packages: ["igniteui-react"], modules: ["IgrRatingSymbolModule"], elementTags: new Set(["igc-rating-symbol"]) };
    const look = async () => ({ png: annotated });
    // An Angular grid's own parts (igx-grid-row) are plain elements with a hyphen: not the modules' business.
    const spared = await checkRegistration(async () => ({ png: plain, undefinedElements: ["igx-grid-row"] }), elements, look);
    expect(spared).toMatchObject({ status: "same", renders: 1 });
    const waiting = await checkRegistration(async () => ({ png: plain, undefinedElements: ["igc-rating-symbol"] }), elements, look);
    expect(waiting.renders).toBeGreaterThan(1);
    const charts = await checkRegistration(async () => ({ png: plain, undefinedElements: [] }), SAMPLE, look);
    expect(charts.renders).toBeGreaterThan(1);
  });

  it("names the module a sample fails to register", async () => {
    const { render } = renderer("IgrDataChartAnnotationModule");
    const outcome = await checkRegistration(render, SAMPLE);
    expect(outcome.status).toBe("missing-modules");
    expect(outcome.modules).toEqual(["IgrDataChartAnnotationModule"]);
    expect(outcome.detail).toMatch(/unless IgrDataChartAnnotationModule is registered/);
  });

  it("calls a sample that differs from itself nondeterministic, not a missing registration", async () => {
    // A clock: the first render as it is shows one time, every later render another.
    let renders = 0;
    const outcome = await checkRegistration(async () => ({ png: renders++ === 0 ? plain : annotated }), SAMPLE);
    expect(outcome.status).toBe("nondeterministic");
    expect(outcome.detail).toMatch(/sample\.json "nondeterministic"/);
  });

  it("calls a sample whose registered renders differ from each other nondeterministic, without bisecting", async () => {
    let registeredRenders = 0;
    const outcome = await checkRegistration(async (target) => ({ png: target.packages && registeredRenders++ === 0 ? annotated : plain }), SAMPLE);
    expect(outcome).toMatchObject({ status: "nondeterministic", renders: 4 });
    expect(outcome.detail).toMatch(/^two renders with every module registered differ/);
  });

  it("skips, without a render, a sample with a reason and one whose packages have no module", async () => {
    const { render, targets } = renderer(undefined);
    const reasoned = await checkRegistration(render, { ...SAMPLE, nondeterministic: "a clock that ticks every second" });
    const moduleless = await checkRegistration(render, { ...SAMPLE, packages: ["igniteui-react"], modules: [] });
    expect([reasoned.status, moduleless.status]).toEqual(["skipped", "skipped"]);
    expect(reasoned.detail).toBe("not compared: a clock that ticks every second");
    expect(targets).toEqual([]);
  });

  it("reports a render that never became ready or settled", async () => {
    const outcome = await checkRegistration(async () => ({ problem: "no ready mark within 100 ms" }), SAMPLE);
    expect(outcome).toMatchObject({ status: "not-rendered", detail: "as it is: no ready mark within 100 ms" });
  });
});

describe("withRegistration", () => {
  it("fails a passing sample the check found wanting, and leaves the others as they were", async () => {
    const { render } = renderer("IgrDataChartAnnotationModule");
    const outcome = await checkRegistration(render, SAMPLE);
    const verdicts = withRegistration(
      [
        { sample: SAMPLE.id, status: "passed", results: [] },
        { sample: "charts/data-chart/legend", status: "passed", results: [] },
      ],
      [outcome],
    );
    expect(verdicts[0]).toMatchObject({ status: "failed", results: [{ route: "registration", failures: [{ kind: "registration" }] }] });
    expect(verdicts[1]).toEqual({ sample: "charts/data-chart/legend", status: "passed", results: [] });
  });
});
