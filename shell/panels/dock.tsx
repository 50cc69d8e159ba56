import { lazy, Suspense, useState, type ReactNode } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import type { Theme } from "../runtime/theme";
import type { PanelDefinition } from "./registry";
import "./dock.css";

/**
 * The splitter, the panel's frame and the panel itself: none of it loads before a panel opens. When
 * its chunk is missing (offline, a newer deploy), the dock says so in its place and the sample stays.
 */
const DockedPanel = lazy(() =>
  import("./docked-panel").catch((error: Error) => ({
    default: () => (
      <p className="dock__error" role="alert">
        The panel could not be loaded ({error.message}).
      </p>
    ),
  })),
);

interface DockProps {
  /** The open panel, if any (the bare embed route never has one). */
  panel: PanelDefinition | undefined;
  sample: SampleId | undefined;
  theme: Theme;
  /** The sample's own actions, handed to the panel (see PanelProps). */
  actions: ReactNode;
  /** The page: a sample, or one of the gallery's own pages. */
  children: ReactNode;
}

/**
 * Lays the open panel out beside the page, or below it on a narrow screen (dock.css). The page keeps
 * its place in the tree whether a panel is open or not, so opening or closing one never remounts
 * the sample.
 */
export function Dock({ panel, sample, theme, actions, children }: DockProps) {
  // The page's share of the dock in percent, kept while panels open, close and change, and across samples.
  const [share, setShare] = useState(55);
  const open = panel && sample;
  return (
    <div className="dock" data-panel={open ? panel.id : undefined}>
      <div className="dock__page" style={open ? { flexBasis: `${share}%` } : undefined}>
        {children}
      </div>
      {open && (
        <Suspense fallback={null}>
          <DockedPanel panel={panel} sample={sample} theme={theme} actions={actions} share={share} onShareChange={setShare} />
        </Suspense>
      )}
    </div>
  );
}
