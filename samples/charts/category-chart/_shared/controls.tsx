/**
 * The names the first category chart samples use for the shared controls (controls.tsx) and the
 * chart page layout (chart-sample-controls.tsx): one implementation, two vocabularies.
 */
export { chartArea, chartPage } from "../../_shared/controls";
export { ControlBar as Toolbar, SelectControl as Choice, SliderControl as Range, SwitchControl as Toggle, type Option } from "../../../_shared/controls";
