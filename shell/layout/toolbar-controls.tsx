import { galleryConfig, type SampleId } from "../../generated/manifest.gen";
import { EditedMark } from "../live/edited-mark";
import { PanelButtons } from "../panels/panel-buttons";
import type { PanelDefinition } from "../panels/registry";
import type { Theme } from "../runtime/theme";
import type { ViewOptions } from "../runtime/view-options";
import { DownloadButton } from "./download-button";
import { Icon } from "./icon";
import { OverflowMenu } from "./overflow-menu";
import { ThemePicker } from "./theme-picker";
import { ViewPicker } from "./view-picker";

export interface ToolbarControlsProps {
  sample: SampleId | undefined;
  onPrevious: () => void;
  onNext: () => void;
  /** The bare embed route of the selected sample, opened in a new window. */
  embedHref?: string;
  theme: Theme;
  onThemeChange: (theme: Theme) => void;
  view: ViewOptions;
  onViewChange: (view: ViewOptions) => void;
  openPanel: PanelDefinition | undefined;
  onTogglePanel: (panel: PanelDefinition) => void;
}

/** Everything right of the toolbar's label: steps, the sample's panels and Download, pickers, the version; behind one button on a narrow screen. */
export function ToolbarControls(props: ToolbarControlsProps) {
  const { sample, onPrevious, onNext, embedHref, theme, onThemeChange, view, onViewChange, openPanel, onTogglePanel } = props;
  return (
    <OverflowMenu>
      <button type="button" className="toolbar__button" aria-label="Previous sample (Alt+Arrow Up)" title="Previous sample (Alt+↑)" onClick={onPrevious}>
        <Icon name="keyboard_arrow_up" />
      </button>
      <button type="button" className="toolbar__button" aria-label="Next sample (Alt+Arrow Down)" title="Next sample (Alt+↓)" onClick={onNext}>
        <Icon name="keyboard_arrow_down" />
      </button>
      {sample && <EditedMark id={sample} className="toolbar__edited" />}
      {sample && <PanelButtons sample={sample} open={openPanel} onToggle={onTogglePanel} />}
      {sample && <DownloadButton id={sample} theme={theme} className="toolbar__action" />}
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
    </OverflowMenu>
  );
}
