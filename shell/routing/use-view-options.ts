import { createContext, useContext, useEffect, useState } from "react";
import { useLocation, useNavigate } from "./router";
import { keptSearch } from "../runtime/search-params";
import { DEFAULT_VIEW, initialView, rememberView, viewQuery, type ViewOptions } from "../runtime/view-options";

/** The options the sample frame reads; the shell provides the chosen ones. */
export const ViewOptionsContext = createContext<ViewOptions>(DEFAULT_VIEW);

export const useViewOptions = () => useContext(ViewOptionsContext);

/** Sets the frame's width (the drag handle's choice); the shell provides it beside the options. */
export const FrameWidthContext = createContext<(width: ViewOptions["width"]) => void>(() => undefined);

export const useFrameWidthSetter = () => useContext(FrameWidthContext);

/**
 * The chosen view options: remembered, and kept in the URL (`?dir=`, `?size=`, `?width=`) so a link
 * carries them. Only the browsing pages remember: an embed's query is its embedding page's, not a choice.
 */
export function useViewChoice(browsing: boolean): [ViewOptions, (view: ViewOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [view, setView] = useState<ViewOptions>(() => initialView(search));
  useEffect(() => {
    if (browsing) rememberView(view);
  }, [view, browsing]);
  const choose = (next: ViewOptions) => {
    setView(next);
    navigate({ pathname, search: keptSearch(search, viewQuery(next)) }, { replace: true });
  };
  return [view, choose];
}
