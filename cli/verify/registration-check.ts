import { bisectModules } from "./bisect-modules";
import { decodePng, differingPixels } from "./png-pixels";
import type { Render, RenderTarget } from "./registration-render";

/**
 * When two settled screenshots of a sample count as the same. Measured over the 938 samples
 * (README, "Every sample registers what it shows"): two renders of a sample that registers what it needs are identical
 * to the pixel in Chromium on one machine, so the tolerance only absorbs anti-aliasing noise; a
 * missing module changes hundreds of pixels at least (a missing annotation: over 2,000).
 */
export const TOLERANCE = {
  /** A pixel differs when one of its channels differs by more than this (of 255). */
  channelDelta: 8,
  /** Two screenshots are the same while at most this many pixels differ. */
  pixels: 20,
};

/** Renders per sample spent on bisection at most: log2 of 200 modules is 8 per module found. */
const BISECTION_RENDERS = 40;

export interface RegistrationSample {
  id: string;
  /** Its grouped path under the prefix, from the base path. */
  path: string;
  /** The Ignite UI packages its files import. */
  packages: readonly string[];
  /** The modules of those packages, in bisection order. */
  modules: readonly string[];
  /**
   * When every package it imports is one of Registered.elementPackages (registering their modules
   * only defines custom elements): the element names those packages define, on import or register().
   */
  elementTags?: ReadonlySet<string>;
  /** sample.json's `nondeterministic`: why two renders of it differ, so it is not compared. */
  nondeterministic?: string;
}

export type RegistrationStatus = "same" | "skipped" | "missing-modules" | "nondeterministic" | "not-rendered";

export interface RegistrationOutcome {
  sample: string;
  status: RegistrationStatus;
  /** The modules that make the difference (missing-modules). */
  modules?: string[];
  /** Pixels that differ between the sample as it is and with every module registered. */
  differing?: number;
  detail: string;
  renders: number;
  ms: number;
}

export type Renderer = (target: RenderTarget) => Promise<Render>;

/**
 * The sample as it is against the sample after every module of its packages was registered, both
 * in fresh pages. `firstLook`, when given, is a cheaper render with the modules registered (a page
 * that stays open, see RegisteredPage): when it matches, the sample passes; when it does not, the
 * fresh render decides. A difference is looked at twice: a second render as it is tells a sample
 * that changes by itself from one that lacks a register() call, and bisection names the modules.
 */
export async function checkRegistration(render: Renderer, sample: RegistrationSample, firstLook?: Renderer): Promise<RegistrationOutcome> {
  const start = performance.now();
  let renders = 0;
  const outcome = (status: RegistrationStatus, detail: string, extra: Partial<RegistrationOutcome> = {}): RegistrationOutcome => ({
    sample: sample.id,
    status,
    detail,
    renders,
    ms: Math.round(performance.now() - start),
    ...extra,
  });
  if (sample.nondeterministic) return outcome("skipped", `not compared: ${sample.nondeterministic}`);
  if (sample.modules.length === 0) return outcome("skipped", "imports no Ignite UI package with modules to register");
  const shoot = (target: Partial<RenderTarget>) => {
    renders++;
    return render({ sampleId: sample.id, path: sample.path, ...target });
  };
  const asIs = await shoot({});
  if ("problem" in asIs) return outcome("not-rendered", `as it is: ${asIs.problem}`);
  // Defining a custom element changes only the elements of its name: when every module would only
  // define elements and none in the settled page waits for a definition, registering them all cannot
  // change the screenshot, and the second render is spared.
  const tags = sample.elementTags;
  if (tags && asIs.undefinedElements && !asIs.undefinedElements.some((name) => tags.has(name))) {
    return outcome("same", "its packages' modules only define custom elements, and none of theirs in its page waits for a definition");
  }
  const asIsPixels = decodePng(asIs.png);
  if (firstLook) {
    renders++;
    const look = await firstLook({ sampleId: sample.id, path: sample.path, packages: sample.packages });
    const differing = "png" in look ? differingPixels(asIsPixels, decodePng(look.png), TOLERANCE.channelDelta) : Infinity;
    if (differing <= TOLERANCE.pixels) return outcome("same", `${differing} pixel(s) differ by more than ${TOLERANCE.channelDelta} (first look)`, { differing });
  }
  const all = await shoot({ packages: sample.packages });
  if ("problem" in all) return outcome("not-rendered", `with every module registered: ${all.problem}`);
  const registeredPixels = decodePng(all.png);
  const differing = differingPixels(asIsPixels, registeredPixels, TOLERANCE.channelDelta);
  if (differing <= TOLERANCE.pixels) {
    const exact = differing > 0 ? differingPixels(asIsPixels, registeredPixels, 0) : 0;
    return outcome("same", `${differing} pixel(s) differ by more than ${TOLERANCE.channelDelta}, ${exact} at all`, { differing });
  }
  const again = await shoot({});
  if ("problem" in again) return outcome("not-rendered", `as it is, again: ${again.problem}`);
  const noise = differingPixels(asIsPixels, decodePng(again.png), TOLERANCE.channelDelta);
  if (noise > TOLERANCE.pixels) {
    return outcome(
      "nondeterministic",
      `two renders as it is differ by ${noise} pixels: make it deterministic under verify, or give the reason in sample.json "nondeterministic"`,
      { differing },
    );
  }
  // And a second render with every module registered: a sample whose look flips between two states
  // (a label placed one way or another) must not send bisection after noise.
  const allAgain = await shoot({ packages: sample.packages });
  if ("problem" in allAgain) return outcome("not-rendered", `with every module registered, again: ${allAgain.problem}`);
  const registeredNoise = differingPixels(registeredPixels, decodePng(allAgain.png), TOLERANCE.channelDelta);
  if (registeredNoise > TOLERANCE.pixels) {
    return outcome(
      "nondeterministic",
      `two renders with every module registered differ by ${registeredNoise} pixels: make it deterministic under verify, or give the reason in sample.json "nondeterministic"`,
      { differing },
    );
  }
  const reproduces = async (only: string[]) => {
    const shot = await shoot({ packages: sample.packages, only });
    return !("problem" in shot) && differingPixels(decodePng(shot.png), registeredPixels, TOLERANCE.channelDelta) <= TOLERANCE.pixels;
  };
  // The sample as it is loads its own page; the registered side opens it from within the shell. When
  // that path alone, with no module registered, already looks like every module registered, the
  // difference is the path's, not a registration's.
  if (await reproduces([])) return outcome("same", `looks the same with no module registered on the registered side's path (${differing} pixels differ from its own page)`, { differing });
  const found = await bisectModules(sample.modules, reproduces, BISECTION_RENDERS);
  const names = found.needed.join(", ");
  const detail = found.complete
    ? `looks different (${differing} pixels) unless ${names} ${found.needed.length > 1 ? "are" : "is"} registered: call register() on ${found.needed.length > 1 ? "them" : "it"}`
    : `looks different (${differing} pixels) with every module registered; bisection stopped after ${found.renders} renders, having found ${names || "none"}`;
  return outcome("missing-modules", detail, { differing, modules: found.needed });
}
