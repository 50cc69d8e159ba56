import type { CSSProperties } from "react";
import "./legend.css";

/** Page layout of the chart samples; their controls come from controls.tsx. */

export { ControlBar, SelectControl, SliderControl, StatusLine, SwitchControl, ToggleGroup, type Option } from "../../_shared/controls";

export const chartPage: CSSProperties = {
  display: "flex",
  flexDirection: "column",
  height: "100%",
  gap: 12,
  padding: 16,
  boxSizing: "border-box",
};

/** The box a chart fills: the space left below the controls. */
export const chartArea: CSSProperties = { flex: 1, minHeight: 300 };
