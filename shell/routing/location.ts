/** An address below the gallery's base path, as the shell's router holds it. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

/** A path with its query (`/samples/x?theme=…`), or its parts; a missing pathname keeps the current one. */
export type To = string | Partial<Location>;

/** `pathname` (the window's) without the base path, compared without case as the server does; outside the base, the whole path. */
export function pathBelow(basename: string, pathname: string): string {
  const below = pathname.toLowerCase().startsWith(basename.toLowerCase()) ? pathname.slice(basename.length) : pathname;
  return below.startsWith("/") ? below : `/${below}`;
}

/** `to` as a whole location: a relative string resolves against the current pathname, as a link's href would. */
export function resolveTo(to: To, current: Location): Location {
  if (typeof to !== "string") {
    const search = to.search && to.search !== "?" ? (to.search.startsWith("?") ? to.search : `?${to.search}`) : "";
    return { pathname: to.pathname ?? current.pathname, search, hash: to.hash ?? "" };
  }
  const url = new URL(to, `http://gallery${current.pathname}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The address bar's form of a location: the base path joined on (the root is the base path itself). */
export function hrefOf(basename: string, { pathname, search, hash }: Location): string {
  return `${basename}${pathname === "/" && basename ? "" : pathname}${search}${hash}`;
}
