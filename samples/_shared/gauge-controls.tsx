import type { CSSProperties } from "react";

/** Layout of the gauge samples; their controls come from controls.tsx. */

export { ControlBar, SelectControl, SliderControl, SwitchControl } from "./controls";

export const gaugePage: CSSProperties = {
    display: "flex",
    flexDirection: "column",
    height: "100%",
    gap: 12,
    padding: 16,
    boxSizing: "border-box",
    overflow: "auto",
};

/** The area a gauge fills: takes the space left below the controls. */
export const gaugeArea: CSSProperties = {
    flex: 1,
    minHeight: 300,
    display: "flex",
    flexDirection: "column",
};

/** Centres a gauge with a fixed breadth (a horizontal linear gauge or bullet graph) in the space left. */
export const gaugeCenter: CSSProperties = {
    flex: 1,
    minHeight: 200,
    display: "flex",
    flexDirection: "column",
    justifyContent: "center",
};
