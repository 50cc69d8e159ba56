import { galleryConfig } from "../../generated/manifest.gen";
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
}

export function Toolbar({ label, sidebarOpen, onToggleSidebar }: ToolbarProps) {
  return (
    <header className="toolbar">
      <button
        type="button"
        className="toolbar__menu"
        aria-label={sidebarOpen ? "Hide the sample menu" : "Show the sample menu"}
        aria-pressed={sidebarOpen}
        onClick={onToggleSidebar}
      >
        <span className="material-icons" aria-hidden="true">
          menu
        </span>
      </button>
      <span className="toolbar__label" data-testid="toolbar-label">
        {label}
      </span>
      <span className="toolbar__version" data-testid="library-version">
        v{galleryConfig.libraryVersion}
      </span>
    </header>
  );
}
