import type { ComponentType } from "react";
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
}

/** What a panel is given: the sample shown and the theme chosen (a panel may follow its variant). */
export interface PanelProps {
  sample: SampleId;
  theme: Theme;
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

/** Checks the definitions once, at startup: an id or a shortcut used twice is a programming error. */
export function createPanelRegistry(definitions: readonly PanelDefinition[]): PanelRegistry {
  const ids = new Set<string>();
  const shortcuts = new Map<Shortcut, string>();
  for (const panel of definitions) {
    if (!PANEL_ID.test(panel.id)) throw new Error(`Panel "${panel.id}": id must be lower-case letters, digits and dashes (it is ?panel=<id> in the URL)`);
    if (ids.has(panel.id)) throw new Error(`Panel "${panel.id}": registered twice`);
    ids.add(panel.id);
    if (!panel.shortcut) continue;
    const owner = shortcuts.get(panel.shortcut);
    if (owner) throw new Error(`Panel "${panel.id}": shortcut ${panel.shortcut} is already panel "${owner}"'s`);
    shortcuts.set(panel.shortcut, panel.id);
  }
  const applies = (panel: PanelDefinition, sample: SampleId) => panel.matches?.(sample) ?? true;
  return {
    all: definitions,
    forSample: (sample) => definitions.filter((panel) => applies(panel, sample)),
    find: (id, sample) => definitions.find((panel) => panel.id === id && sample !== undefined && applies(panel, sample)),
  };
}
