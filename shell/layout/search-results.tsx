import { Fragment, type KeyboardEvent, type ReactElement } from "react";
import { Link } from "../routing/router";
import type { SampleId } from "../../generated/manifest.gen";
import type { SearchResult } from "../search/search-rank";
import { menuPath } from "../search/use-sample-search";

interface SearchResultsProps {
  query: string;
  results: readonly SearchResult<SampleId>[];
  selectedId: SampleId | undefined;
  kept: string;
}

/** The title with its matched parts in <mark>. */
function Marked({ text, marks }: { text: string; marks: readonly [number, number][] }) {
  const parts: ReactElement[] = [];
  let at = 0;
  marks.forEach(([start, end], i) => {
    if (start > at) parts.push(<Fragment key={`t${i}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${i}`}>{text.slice(start, end)}</mark>);
    at = end;
  });
  if (at < text.length) parts.push(<Fragment key="rest">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

/** Arrow keys move focus through the results; the search box moves into them with ArrowDown. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === "ArrowDown" ? index + 1 : index - 1;
  event.preventDefault();
  if (next < 0) document.getElementById("sample-search")?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

export function SearchResults({ query, results, selectedId, kept }: SearchResultsProps) {
  if (results.length === 0) {
    return (
      <p className="sidebar__no-match" role="status">
        No samples match “{query}”.
      </p>
    );
  }
  return (
    <ul className="sidebar__results" aria-label={`${results.length} matching samples`} onKeyDown={moveFocus}>
      {results.map(({ item, titleMarks }) => {
        const active = item.id === selectedId;
        return (
          <li key={item.id}>
            <Link
              to={menuPath(item.id) + kept}
              className={active ? "sidebar__link sidebar__link--active sidebar__result" : "sidebar__link sidebar__result"}
              aria-current={active ? "page" : undefined}
            >
              <span className="sidebar__result-title">
                <Marked text={item.title} marks={titleMarks} />
              </span>
              {/* Component and group: Sparkline's "Grid" (Charts) and the Grid (Grids & Lists) read apart. */}
              <span className="sidebar__result-where">
                {item.component} · {item.group}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
