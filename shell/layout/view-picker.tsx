import { VIEW_CHOICES, VIEW_KEYS, type ViewOptions } from "../runtime/view-options";

const LABELS: Record<keyof ViewOptions, string> = { dir: "Direction", size: "Size", width: "Width" };

interface ViewPickerProps {
  view: ViewOptions;
  onChange: (view: ViewOptions) => void;
}

/** One select per view option, beside the theme picker. */
export function ViewPicker({ view, onChange }: ViewPickerProps) {
  return VIEW_KEYS.map((key) => (
    <label key={key} className="toolbar__picker">
      <span className="toolbar__picker-label">{LABELS[key]}</span>
      <select
        data-view={key}
        value={view[key]}
        onChange={(event) => onChange({ ...view, [key]: event.target.value })}
      >
        {VIEW_CHOICES[key].map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </label>
  ));
}
