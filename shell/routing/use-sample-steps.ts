import { useCallback } from "react";
import { useNavigate } from "./router";
import { normalizeRoutePath } from "../../contract/routes";
import { routeLookup } from "../../generated/manifest.gen";
import { basename } from "../runtime/base";
import { neighbour } from "../runtime/sample-order";
import { keptSearch } from "../runtime/search-params";

/** Goes to the previous (-1) or next (1) sample in menu order, keeping the gallery's parameters. */
export function useSampleSteps(): (step: 1 | -1) => void {
  const navigate = useNavigate();
  // Read the address bar, not React state: navigations commit in a transition, so a quick second
  // key press may come before the state of the first one.
  return useCallback(
    (step: 1 | -1) => {
      const current = routeLookup.get(normalizeRoutePath(window.location.pathname.slice(basename.length) || "/"));
      const path = neighbour(current?.route.sample, step);
      if (path) navigate(path + keptSearch(window.location.search));
    },
    [navigate],
  );
}
