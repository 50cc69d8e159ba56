import { useLocation, useNavigate } from "../routing/router";
import type { SampleId } from "../../generated/manifest.gen";
import { keptSearch } from "../runtime/search-params";
import { panels } from "./installed";
import type { PanelDefinition } from "./registry";

export const PANEL_PARAM = "panel";

export interface OpenPanel {
  /** The panel named by `?panel=`, when it applies to the sample shown. */
  open: PanelDefinition | undefined;
  /** Opens the panel, or closes it when it is the open one. */
  toggle: (panel: PanelDefinition) => void;
}

/**
 * The open panel lives in the URL (`?panel=code`, kept from sample to sample like the theme), so a
 * link opens the page as it was shared. Toggling replaces the history entry: Back leaves the sample,
 * it does not close panels one by one. Toggling reads the address bar rather than the rendered
 * location: a shortcut pressed twice within one frame must see the first press's result.
 */
export function useOpenPanel(sample: SampleId | undefined): OpenPanel {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const open = panels.find(new URLSearchParams(search).get(PANEL_PARAM), sample);
  const toggle = (panel: PanelDefinition) => {
    const current = window.location.search;
    const isOpen = new URLSearchParams(current).get(PANEL_PARAM) === panel.id;
    navigate({ pathname, search: keptSearch(current, { [PANEL_PARAM]: isOpen ? null : panel.id }) }, { replace: true });
  };
  return { open, toggle };
}
