import type { SampleId } from "../../generated/manifest.gen";
import { shortcutHint } from "../keys/shortcut";
import { panels } from "./installed";
import type { PanelDefinition } from "./registry";

interface PanelButtonsProps {
  sample: SampleId;
  open: PanelDefinition | undefined;
  onToggle: (panel: PanelDefinition) => void;
}

/** One toggle button in the toolbar for each panel that applies to the sample. */
export function PanelButtons({ sample, open, onToggle }: PanelButtonsProps) {
  return panels.forSample(sample).map((panel) => (
    <button
      key={panel.id}
      type="button"
      className="toolbar__action"
      aria-pressed={open?.id === panel.id}
      aria-keyshortcuts={panel.shortcut}
      title={panel.title + shortcutHint(panel.shortcut)}
      onPointerEnter={() => panel.prepare?.(sample)}
      onFocus={() => panel.prepare?.(sample)}
      onClick={() => onToggle(panel)}
      data-panel={panel.id}
    >
      {panel.title}
    </button>
  ));
}
