import { useEffect, useRef } from "react";
import type { IgrActionStrip } from "igniteui-react-grids";

/**
 * For the action strip samples: shows the strip over the second row once, so its actions are visible before
 * the first hover. Returns the ref for the <IgrActionStrip>.
 */
export function useStripShownOnArrival(gridRef: { readonly current: { readonly dataRowList?: Iterable<unknown> } | null }) {
  const stripRef = useRef<IgrActionStrip>(null);
  useEffect(() => {
    // The rows render some time after the grid, so poll until the second one exists.
    const timer = setInterval(() => {
      // dataRowList holds the rendered row components, which is what show() positions the strip over.
      const row = Array.from(gridRef.current?.dataRowList ?? [])[1];
      if (!row) return;
      stripRef.current?.show(row);
      clearInterval(timer);
    }, 200);
    return () => clearInterval(timer);
  }, [gridRef]);
  return stripRef;
}
