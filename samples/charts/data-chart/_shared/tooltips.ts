// The samples that show a tooltip before the pointer moves (crosshairPoint with
// shouldSimulateHoverMoveCrosshairPoint) must hide it when they unmount: the tooltip element lives
// outside the chart and would otherwise stay on the page after navigating away.
import { useEffect, useRef } from "react";
import type { IgrDataChart } from "igniteui-react-charts";

/** A ref for the chart; its tooltips are hidden when the sample unmounts. */
export function useChartWithTooltips() {
  const chart = useRef<IgrDataChart>(null);
  useEffect(() => {
    const current = chart.current;
    return () => {
      if (!current) return;
      current.hideToolTip();
      for (const series of current.actualSeries ?? []) series.hideToolTipsImmediate();
    };
  }, []);
  return chart;
}
