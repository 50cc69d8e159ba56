import type { ReactNode } from "react";
import { galleryConfig } from "../../generated/manifest.gen";
import type { Theme } from "../runtime/theme";
import { OverflowMenu } from "./overflow-menu";
import type { ViewOptions } from "../runtime/view-options";
import { ThemePicker } from "./theme-picker";
import { ViewPicker } from "./view-picker";
import "./toolbar.css";

export const DEFAULT_LABEL = "react samples browser";

/** "Control - Sample Name" for a selected sample, the default label otherwise. */
export function toolbarLabel(selection: { control: string; name: string } | undefined): string {
  return selection ? `${selection.control} - ${selection.name}` : DEFAULT_LABEL;
}

interface ToolbarProps {
  label: string;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onPrevious: () => void;
  onNext: () => void;
  /** The bare embed route of the selected sample, opened in a new window. */
  embedHref?: string;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  view: ViewOptions;
  onViewChange: (view: ViewOptions) => void;
  /** Controls for the selected sample: its panels' toggles, Download. */
  children?: ReactNode;
}

const Icon = ({ name }: { name: string }) => (
  <span className="material-icons" aria-hidden="true">
    {name}
  </span>
);

export function Toolbar(props: ToolbarProps) {
  const { label, sidebarOpen, onToggleSidebar, onPrevious, onNext, embedHref, theme, onThemeChange, view, onViewChange, children } = props;
  const controls = (
    <>
      <button type="button" className="toolbar__button" aria-label="Previous sample (Alt+Arrow Up)" title="Previous sample (Alt+↑)" onClick={onPrevious}>
        <Icon name="keyboard_arrow_up" />
      </button>
      <button type="button" className="toolbar__button" aria-label="Next sample (Alt+Arrow Down)" title="Next sample (Alt+↓)" onClick={onNext}>
        <Icon name="keyboard_arrow_down" />
      </button>
      {children}
      {embedHref && (
        <a className="toolbar__button" href={embedHref} target="_blank" rel="noopener" aria-label="Open the sample in a new window" title="Open in a new window">
          <Icon name="open_in_new" />
        </a>
      )}
      <ThemePicker theme={theme} onChange={onThemeChange} />
      <ViewPicker view={view} onChange={onViewChange} />
      <span className="toolbar__version" data-testid="library-version">
        v{galleryConfig.libraryVersion}
      </span>
    </>
  );
  return (
    <header className="toolbar">
      <button
        type="button"
        className="toolbar__button"
        data-testid="menu-button"
        aria-label={sidebarOpen ? "Hide the sample menu" : "Show the sample menu"}
        aria-pressed={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <Icon name="menu" />
      </button>
      <span className="toolbar__label" data-testid="toolbar-label">
        {label}
      </span>
      <OverflowMenu>{controls}</OverflowMenu>
    </header>
  );
}
