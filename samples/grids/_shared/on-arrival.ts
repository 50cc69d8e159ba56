import { useEffect } from "react";

/**
 * Runs an action once, shortly after the sample opens, so its feature is in view before the first click
 * (a selection made, a dialog opened). The delay lets the grid render its rows first.
 */
export function useOnArrival(action: () => void, delayMs: number) {
  // Once per visit, so no dependencies: the action reads refs, which are current when the timer fires.
  useEffect(() => {
    const timer = setTimeout(action, delayMs);
    return () => clearTimeout(timer);
  }, []);
}
