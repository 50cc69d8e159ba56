import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import type { NavComponent, NavGroup } from "../../contract/manifest";
import { listingPath } from "../../contract/routes";
import { galleryConfig, navigation, type SampleId } from "../../generated/manifest.gen";
import { keptSearch } from "../runtime/search-params";
import { loadAllDetails, type DetailsById } from "../runtime/sample-details";
import { addHomePageStyle } from "./home-page-style";

const shownRoutes = (component: NavComponent<SampleId>) => component.routes.filter((route) => route.showLink);
const sampleCount = navigation.reduce((sum, g) => sum + g.components.reduce((n, c) => n + shownRoutes(c).length, 0), 0);
const componentCount = navigation.reduce((sum, g) => sum + g.components.length, 0);

/** The line about a component: its overview's description, or its first sample's. */
function summaryOf(component: NavComponent<SampleId>, details: DetailsById | undefined): string | undefined {
  const routes = shownRoutes(component);
  const overview = routes.find((route) => route.name === "Overview") ?? routes[0];
  return overview && details?.[overview.sample]?.description;
}

/** Every word of the filter must appear in the group's or the component's name, or in its line. */
function matches(words: readonly string[], group: NavGroup<SampleId>, component: NavComponent<SampleId>, summary: string | undefined): boolean {
  const text = `${group.name} ${component.name} ${component.slug} ${summary ?? ""}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The gallery's home, below the "Please select a sample" line: every group with its components, each
 * with its sample count and one line about it, and a filter. Loaded lazily, so the first page stays small.
 */
export function HomePage() {
  addHomePageStyle();
  const { search } = useLocation();
  const kept = keptSearch(search);
  const [filter, setFilter] = useState("");
  const [details, setDetails] = useState<DetailsById>();
  useEffect(() => {
    let cancelled = false;
    // The lines arrive after the page is shown; a failed load leaves the names and counts alone.
    void loadAllDetails().then(
      (loaded) => !cancelled && setDetails(loaded),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = navigation
    .map((group) => ({ group, components: group.components.filter((c) => matches(words, group, c, summaryOf(c, details))) }))
    .filter((shown) => shown.components.length > 0);

  return (
    <div className="home" data-testid="home">
      <p className="home__intro">
        {sampleCount} runnable samples of {componentCount} Ignite UI for React components (v{galleryConfig.libraryVersion}), in{" "}
        {navigation.length} groups. Open a component to see its samples, or search the menu with <kbd>/</kbd>.
      </p>
      <label className="home__filter">
        <span>Filter components</span>
        <input type="search" value={filter} placeholder="e.g. chart, grid, date" onChange={(event) => setFilter(event.target.value)} />
      </label>
      {groups.length === 0 && <p data-testid="home-empty">No component matches “{filter}”.</p>}
      {groups.map(({ group, components }) => (
        <section key={group.slug} className="home__group" data-group={group.slug}>
          <h2>
            <Link to={galleryConfig.samplesPrefix + listingPath(group.slug) + kept}>{group.name}</Link>
          </h2>
          <ul className="home__components">
            {components.map((component) => {
              const summary = summaryOf(component, details);
              const count = shownRoutes(component).length;
              return (
                <li key={component.slug} className="home__component" data-component={component.slug}>
                  <Link to={galleryConfig.samplesPrefix + listingPath(group.slug, component.slug) + kept}>{component.name}</Link>
                  <span className="home__count">{count === 1 ? "1 sample" : `${count} samples`}</span>
                  {summary && <p className="home__summary">{summary}</p>}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
