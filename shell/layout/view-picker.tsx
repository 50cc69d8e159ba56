import { VIEW_CHOICES, VIEW_KEYS, type ViewOptions } from "../runtime/view-options";

const LABELS: Record<keyof ViewOptions, string> = { dir: "Direction", size: "Size", width: "Width" };

interface ViewPickerProps {
  view: ViewOptions;
  onChange: (view: ViewOptions) => void;
}

/** The presets, and a width dragged to a value of its own so that the select can show it. */
function choicesWith(key: keyof ViewOptions, current: string): readonly string[] {
  const presets: readonly string[] = VIEW_CHOICES[key];
  return presets.includes(current) ? presets : [...presets, current];
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
        {choicesWith(key, view[key]).map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </label>
  ));
}
