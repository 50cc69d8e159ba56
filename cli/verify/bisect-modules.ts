/** What bisection found: the modules named, and whether it ran to the end within its budget. */
export interface Bisection {
  needed: string[];
  complete: boolean;
  renders: number;
}

/**
 * The modules a sample needs registered, found by bisection. `reproduces(subset)` renders the sample
 * with that subset registered first and says whether it looks as it does with every module
 * registered (which the caller has seen differ from the sample as it is). Each needed module is the
 * last of the shortest prefix of the candidates that reproduces it, beside the ones already found:
 * log2(n) renders per module. Assumes that registering more never takes a feature away.
 */
export async function bisectModules(
  modules: readonly string[],
  reproduces: (subset: string[]) => Promise<boolean>,
  maxRenders: number,
): Promise<Bisection> {
  const needed: string[] = [];
  let candidates = [...modules];
  let renders = 0;
  const tryWith = async (subset: string[]) => {
    renders++;
    return reproduces(subset);
  };
  while (candidates.length > 0) {
    // reproduces(needed + candidates) holds here: at the start by the caller's look, later by the search.
    let lo = 1;
    let hi = candidates.length;
    while (lo < hi) {
      if (renders >= maxRenders) return { needed, complete: false, renders };
      const mid = (lo + hi) >> 1;
      if (await tryWith([...needed, ...candidates.slice(0, mid)])) hi = mid;
      else lo = mid + 1;
    }
    needed.push(candidates[lo - 1]!);
    candidates = candidates.slice(0, lo - 1);
    if (candidates.length === 0) break;
    if (renders >= maxRenders) return { needed, complete: false, renders };
    if (await tryWith([...needed])) break;
  }
  return { needed: needed.sort(), complete: true, renders };
}
