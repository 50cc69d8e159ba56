import { createContext, startTransition, use, useCallback, useEffect, useMemo, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref } from "react";
import { hrefOf, pathBelow, resolveTo, type Location, type To } from "./location";

/**
 * The shell's router: the address below the base path, in React state, and the two ways to change it
 * (a call, a link). The gallery needs no more of a router than this, and react-router's 40 KB was the
 * largest part of the first page after React.
 */

export interface NavigateOptions {
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

type Navigate = (to: To, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigate: Navigate;
  basename: string;
}

const RouterContext = createContext<RouterState | null>(null);

const currentLocation = (basename: string): Location => ({
  pathname: pathBelow(basename, window.location.pathname),
  search: window.location.search,
  hash: window.location.hash,
});

/**
 * Holds the address; a navigation or Back and Forward commit in a transition, so a page that loads
 * (a sample's chunk) keeps the current one on screen meanwhile, and typing never waits for the URL.
 */
export function BrowserRouter({ basename, children }: { basename: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => currentLocation(basename));
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(currentLocation(basename)));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [basename]);
  // Stable, so that effects which navigate run when their own inputs change, not on every render.
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const next = resolveTo(to, currentLocation(basename));
      if (options.replace) window.history.replaceState(null, "", hrefOf(basename, next));
      else window.history.pushState(null, "", hrefOf(basename, next));
      startTransition(() => setLocation(next));
    },
    [basename],
  );
  const router = useMemo(() => ({ location, navigate, basename }), [location, navigate, basename]);
  return <RouterContext value={router}>{children}</RouterContext>;
}

function useRouter(): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error("The shell's router hooks need a <BrowserRouter> above them");
  return router;
}

/** The current address below the base path. */
export const useLocation = (): Location => useRouter().location;

/** Changes the address (and the page): `navigate("/samples/…")`, `navigate({ pathname, search }, { replace: true })`. */
export const useNavigate = (): Navigate => useRouter().navigate;

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * An anchor for a page of the gallery: a plain click navigates in the page (after the link's own
 * `onClick`, unless it prevented it); a click with a modifier, another button or a target is the browser's.
 */
export function Link({ to, onClick, ...props }: LinkProps) {
  const { location, navigate, basename } = useRouter();
  const target = resolveTo(to, location);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (props.target && props.target !== "_self")) return;
    event.preventDefault();
    // A link to the page already shown replaces its entry, so Back leaves the page in one step.
    const same = hrefOf(basename, target) === hrefOf(basename, location);
    navigate(target, { replace: same });
  };
  return <a {...props} href={hrefOf(basename, target)} onClick={follow} />;
}
