import type { ComponentType } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import type { PanelProps } from "../panels/registry";
import { useSampleSource } from "../panels/use-sample-source";
import type { Theme } from "../runtime/theme";
import { addEditPanelStyle } from "./edit-panel-style";
import { liveFiles, type LiveFile } from "./live-files";
import type { LiveStore } from "./live-store";

/** What a panel that edits the sample's files is given once they are loaded. */
export interface LiveSessionProps {
  id: SampleId;
  originals: LiveFile[];
  theme: Theme;
  store: LiveStore;
}

interface LiveFilesPanel {
  /** The panel's accessible name. */
  label: string;
  /** Its class names beside `edit-panel`, whose look it shares. */
  className?: string;
  /** The attribute that tells tests and styles its state; "loading" until the files arrive. */
  stateAttribute: `data-${string}-state`;
}

/**
 * A panel over the sample's files (Edit, Controls): bound to the first page's live store (see
 * LiveStore for why it is handed over), it waits for the files from `useSampleSource`, says when
 * they cannot be loaded, then renders `Session` once per sample (its key), with the files.
 */
export function liveFilesPanel(store: LiveStore, panel: LiveFilesPanel, Session: ComponentType<LiveSessionProps>): ComponentType<PanelProps> {
  const className = panel.className ? `edit-panel ${panel.className}` : "edit-panel";
  return function LiveFilesGate({ sample, theme }: PanelProps) {
    addEditPanelStyle();
    const source = useSampleSource(sample);
    if (source.state === "loading") return <section className={className} aria-label={panel.label} aria-busy="true" {...{ [panel.stateAttribute]: "loading" }} />;
    if (source.state === "error") {
      return (
        <section className={className} aria-label={panel.label}>
          <p className="edit-panel__message" role="alert">
            The code of this sample could not be loaded ({source.message}).
          </p>
        </section>
      );
    }
    return <Session key={sample} id={sample} originals={liveFiles(sample, source.files)} theme={theme} store={store} />;
  };
}
