import { THEMES, themeKey, type Theme } from "../runtime/theme";

const label = (theme: Theme) => `${theme.name.charAt(0).toUpperCase()}${theme.name.slice(1)} ${theme.variant}`;

interface ThemePickerProps {
  theme: Theme;
  onChange: (theme: Theme) => void;
}

export function ThemePicker({ theme, onChange }: ThemePickerProps) {
  return (
    <label className="toolbar__picker toolbar__theme">
      <span className="toolbar__picker-label">Theme</span>
      <select
        value={themeKey(theme)}
        onChange={(event) => onChange(THEMES.find((t) => themeKey(t) === event.target.value) ?? theme)}
      >
        {THEMES.map((t) => (
          <option key={themeKey(t)} value={themeKey(t)}>
            {label(t)}
          </option>
        ))}
      </select>
    </label>
  );
}
