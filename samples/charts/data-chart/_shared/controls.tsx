/** Page layout and labelled controls of the data chart samples (re-exported from the charts group). */
export {
  ControlBar,
  SelectControl,
  SliderControl,
  StatusLine,
  SwitchControl,
  ToggleGroup,
  chartArea,
  chartPage,
  type Option,
} from "../../_shared/controls";
