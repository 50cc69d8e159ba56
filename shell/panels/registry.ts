import type { ComponentType, ReactNode } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import type { Shortcut } from "../keys/shortcut";
import type { Theme } from "../runtime/theme";

/**
 * Panels are views of the shown sample that the dock lays out beside it (below it on narrow
 * screens): the code today, the editor and the controls next. A panel never fetches the sample's
 * files itself: it takes them from `useSampleSource`, shared with every other panel. To add one,
 * write its definition (a small module: it is part of the first page) and list it in `installed.ts`:
 *
 *   export const codePanel: PanelDefinition = {
 *     id: "code",                                  // ?panel=code in the URL opens it
 *     title: "Code",                               // its toolbar button
 *     shortcut: "Alt+Shift+C",                     // optional: toggles it, shown in the tooltip
 *     matches: (sample) => true,                   // optional: the samples it applies to (all)
 *     load: () => import("./code/code-view"),      // a lazy chunk, loaded when it first opens
 *   };
 *
 * The module `load` returns default-exports a component that takes `PanelProps`.
 */
export interface PanelDefinition {
  /** Lower-case letters, digits and dashes: it is the value of `?panel=` in a link. */
  id: string;
  title: string;
  shortcut?: Shortcut;
  matches?: (sample: SampleId) => boolean;
  load: () => Promise<{ default: ComponentType<PanelProps> }>;
  /**
   * Optional: starts fetching what the panel will need for a sample (its chunk, the sample's files)
   * before it renders: called when the pointer or the focus reaches its button, and as it opens.
   */
  prepare?: (sample: SampleId) => void;
}

/** What a panel is given: the sample shown, the theme chosen (a panel may follow its variant), the sample's actions. */
export interface PanelProps {
  sample: SampleId;
  theme: Theme;
  /** The sample's own actions (its Download button), for a panel that shows them in its bar. */
  actions: ReactNode;
}

export interface PanelRegistry {
  /** Every panel, in toolbar order. */
  readonly all: readonly PanelDefinition[];
  /** The panels that apply to a sample, in toolbar order. */
  forSample(sample: SampleId): PanelDefinition[];
  /** The panel named in the URL, if it applies to the sample. */
  find(id: string | null, sample: SampleId | undefined): PanelDefinition | undefined;
}

const PANEL_ID = /^[a-z][a-z0-9-]*$/;

/** What is wrong with a list of panels: an id that cannot stand in the URL, an id or a shortcut used twice. */
export function panelProblems(definitions: readonly PanelDefinition[]): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const shortcuts = new Map<Shortcut, string>();
  for (const panel of definitions) {
    if (!PANEL_ID.test(panel.id)) problems.push(`Panel "${panel.id}": id must be lower-case letters, digits and dashes (it is ?panel=<id> in the URL)`);
    if (ids.has(panel.id)) problems.push(`Panel "${panel.id}": registered twice`);
    ids.add(panel.id);
    const owner = panel.shortcut && shortcuts.get(panel.shortcut);
    if (owner) problems.push(`Panel "${panel.id}": shortcut ${panel.shortcut} is already panel "${owner}"'s`);
    else if (panel.shortcut) shortcuts.set(panel.shortcut, panel.id);
  }
  return problems;
}

/**
 * The registry of a fixed list of panels. The list is checked where it costs the first page nothing:
 * in development (`gallery dev`, the unit tests), which fail at startup on a wrong one.
 */
export function createPanelRegistry(definitions: readonly PanelDefinition[]): PanelRegistry {
  if (!import.meta.env.PROD) {
    const problems = panelProblems(definitions);
    if (problems.length > 0) throw new Error(`shell/panels/installed.ts:\n${problems.join("\n")}`);
  }
  const applies = (panel: PanelDefinition, sample: SampleId) => panel.matches?.(sample) ?? true;
  return {
    all: definitions,
    forSample: (sample) => definitions.filter((panel) => applies(panel, sample)),
    find: (id, sample) => definitions.find((panel) => panel.id === id && sample !== undefined && applies(panel, sample)),
  };
}
