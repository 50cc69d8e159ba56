/**
 * The labelled controls every sample page uses to expose its settings: Ignite UI's own slider,
 * select, switch and button group, each with its caption. One module per control, so a page that
 * shows a slider does not load the select and the button group (the build imports each name from
 * the module that defines it).
 */
export { ControlBar, StatusLine } from "./controls/layout";
export type { Option } from "./controls/options";
export { SelectControl } from "./controls/select-control";
export { SliderControl } from "./controls/slider-control";
export { SwitchControl } from "./controls/switch-control";
export { ToggleGroup } from "./controls/toggle-group";
