import { useEffect, useRef, useState } from "react";
import type { IgrHighlight } from "igniteui-react";

/**
 * A ref for an IgrHighlight that re-runs its search once the component has rendered the slotted
 * text (React may set searchText before the children are in place) and whenever a dependency
 * changes, and reports the match count and the active match.
 */
export function useHighlight(deps: unknown[]) {
  const ref = useRef<IgrHighlight>(null);
  const [status, setStatus] = useState({ size: 0, current: 0 });

  const read = () => {
    const h = ref.current;
    if (h) setStatus({ size: h.size, current: h.current });
  };

  useEffect(() => {
    let live = true;
    void ref.current?.updateComplete.then(() => {
      if (!live || !ref.current) return;
      ref.current.search();
      read();
    });
    return () => {
      live = false;
    };
  }, deps);

  return { ref, status, read };
}
