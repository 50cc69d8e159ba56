import { useEffect, useRef, useState } from "react";
import { useNavigate } from "../routing/router";
import type { NavigationEntry } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import { keptSearch } from "../runtime/search-params";
import { menuPath, useSampleSearch } from "../search/use-sample-search";
import { MenuTree } from "./menu-tree";
import { SearchResults } from "./search-results";
import "./sidebar.css";

interface SidebarProps {
  selected: NavigationEntry<SampleId> | undefined;
  onSelect: (entry: NavigationEntry<SampleId>) => void;
  pathname: string;
  search: string;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest("[contenteditable]") !== null);

/** The side menu: a search box, then either the search results or the tree of samples. */
export function Sidebar({ selected, onSelect, pathname, search }: SidebarProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const urlQuery = new URLSearchParams(search).get("q") ?? "";
  // The box keeps its own text so that fast typing never waits for the URL; the URL follows it.
  const [query, setQueryText] = useState(urlQuery);
  // Everything typed since the box last followed the URL: the URL commits in a transition, so its
  // value may lag several keystrokes behind, and none of those echoes may overwrite the box.
  const typed = useRef(new Set<string>([urlQuery]));
  const results = useSampleSearch(query);

  // A URL that changed without us (back, forward, a shared link) sets the box.
  useEffect(() => {
    if (typed.current.has(urlQuery)) return;
    typed.current = new Set([urlQuery]);
    setQueryText(urlQuery);
  }, [urlQuery]);
  const kept = keptSearch(search);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      // Web components keep focus inside their shadow roots: check the real target too.
      if (isTyping(event.composedPath()[0] ?? null)) return;
      event.preventDefault();
      input.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const setQuery = (value: string) => {
    setQueryText(value);
    typed.current.add(value);
    navigate({ pathname, search: keptSearch(search, { q: value || null }) }, { replace: true });
  };

  return (
    <nav className="sidebar" aria-label="Samples">
      <div className="sidebar__search" role="search">
        <input
          ref={input}
          id="sample-search"
          type="search"
          className="sidebar__search-input"
          placeholder="Search samples  ( / )"
          aria-label="Search samples"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            // An empty box lets Esc through, so it closes the drawer the menu may sit in.
            if (event.key === "Escape" && query) {
              event.preventDefault();
              setQuery("");
            } else if (event.key === "Enter" && results[0]) {
              navigate(menuPath(results[0].item.id) + kept);
            } else if (event.key === "ArrowDown") {
              event.preventDefault();
              document.querySelector<HTMLAnchorElement>(".sidebar__results a")?.focus();
            }
          }}
        />
      </div>
      {query.trim() ? (
        <SearchResults query={query} results={results} selectedId={selected?.route.sample} kept={kept} />
      ) : (
        <MenuTree selected={selected} onSelect={onSelect} search={search} />
      )}
    </nav>
  );
}
