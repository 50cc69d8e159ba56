import type { ReactNode } from "react";
import { Icon } from "./icon";
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
  /** The controls right of the label (toolbar-controls.tsx), which mount after the sample. */
  children?: ReactNode;
}

/**
 * The toolbar's first paint: the menu button and the label. The label takes the free width, so the
 * controls that join it later at the right move nothing already on screen.
 */
export function Toolbar({ label, sidebarOpen, onToggleSidebar, children }: ToolbarProps) {
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
      {children}
    </header>
  );
}
