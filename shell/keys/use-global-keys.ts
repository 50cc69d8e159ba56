import { useEffect, useRef } from "react";

export interface KeyBinding {
  matches: (event: KeyboardEvent) => boolean;
  run: () => void;
}

/**
 * The gallery's own keys, on the whole page. A key the focused element already handled (an editor
 * moving a line with Alt+Arrow, a grid's own keys) is left to it: those call preventDefault first.
 */
export function useGlobalKeys(bindings: readonly KeyBinding[]): void {
  // The listener stays while the bindings change with every render; it reads the latest ones.
  const current = useRef(bindings);
  current.current = bindings;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const binding = current.current.find((candidate) => candidate.matches(event));
      if (!binding) return;
      event.preventDefault();
      binding.run();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
