import { createContext, useCallback, useEffect, useState } from "react";

/**
 * Sample first: the shell's extras (the side menu, its search, the toolbar's controls) mount once the
 * page's sample is on screen, so a deep link paints its sample without them. A page without a sample
 * mounts them after its first render; a sample slower than this does not keep them waiting longer.
 */
const LONGEST_WAIT_MS = 3000;

/** Called by the sample frame when its sample settled: shown, failed, or replaced by the reload notice. */
export const SampleSettledContext = createContext<() => void>(() => undefined);

/** Whether the extras may mount, and the callback the sample frame calls when it settled. */
export function useExtrasDue(hasSample: boolean): [boolean, () => void] {
  const [due, setDue] = useState(false);
  const settled = useCallback(() => setDue(true), []);
  useEffect(() => {
    if (due) return undefined;
    if (!hasSample) {
      setDue(true);
      return undefined;
    }
    const timer = setTimeout(settled, LONGEST_WAIT_MS);
    return () => clearTimeout(timer);
  }, [due, hasSample, settled]);
  return [due, settled];
}
