import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import type { NavComponent, NavGroup } from "../../contract/manifest";
import type { SampleId } from "../../generated/manifest.gen";
import type { DetailsById } from "../runtime/sample-details";
import { addHomePageStyle } from "./home-page-style";

/**
 * What the home takes from the entry. It imports none of the entry's modules itself: esbuild would
 * move every module the two share out of the entry into chunks of their own, and the first page
 * would pay for the extra files.
 */
export interface HomePageProps {
  navigation: readonly NavGroup<SampleId>[];
  libraryVersion: string;
  /** Every sample's details, for the line about each component. */
  loadDetails: () => Promise<DetailsById>;
  /** A link to a group's or a component's page that keeps the view's parameters. */
  ListingLink: ComponentType<{ group: string; component?: string; children: ReactNode }>;
  /**
   * A group's or a component's page: the home narrowed to it (navigation holds that group alone, with
   * that component alone), each component card listing its samples.
   */
  SampleList?: ComponentType<{ component: NavComponent<SampleId> }>;
}

const shownRoutes = (component: NavComponent<SampleId>) => component.routes.filter((route) => route.showLink);

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
export function HomePage({ navigation, libraryVersion, loadDetails, ListingLink, SampleList }: HomePageProps) {
  addHomePageStyle();
  const [filter, setFilter] = useState("");
  const [details, setDetails] = useState<DetailsById>();
  useEffect(() => {
    let cancelled = false;
    // The lines arrive after the page is shown; a failed load leaves the names and counts alone.
    void loadDetails().then(
      (loaded) => !cancelled && setDetails(loaded),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [loadDetails]);

  const sampleCount = navigation.reduce((sum, g) => sum + g.components.reduce((n, c) => n + shownRoutes(c).length, 0), 0);
  const componentCount = navigation.reduce((sum, g) => sum + g.components.length, 0);
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = navigation
    .map((group) => ({ group, components: group.components.filter((c) => matches(words, group, c, summaryOf(c, details))) }))
    .filter((shown) => shown.components.length > 0);

  const narrowed = Boolean(SampleList);

  return (
    <div className={narrowed ? "home home--narrowed" : "home"} data-testid="home">
      <p className="home__intro">
        {narrowed ? (
          <>
            {sampleCount === 1 ? "1 runnable sample" : `${sampleCount} runnable samples`}
            {componentCount > 1 && ` of ${componentCount} components`}.
          </>
        ) : (
          <>
            {sampleCount} runnable samples of {componentCount} Ignite UI for React components (v{libraryVersion}), in{" "}
            {navigation.length} groups. Open a component to see its samples, or search the menu with <kbd>/</kbd>.
          </>
        )}
      </p>
      {componentCount > 1 && (
        <label className="home__filter">
          <span>Filter components</span>
          <input type="search" value={filter} placeholder="e.g. chart, grid, date" onChange={(event) => setFilter(event.target.value)} />
        </label>
      )}
      {groups.length === 0 && <p data-testid="home-empty">No component matches “{filter}”.</p>}
      {groups.map(({ group, components }) => (
        <section key={group.slug} className="home__group" data-group={group.slug}>
          {!narrowed && (
            <h2>
              <ListingLink group={group.slug}>{group.name}</ListingLink>
            </h2>
          )}
          <ul className="home__components">
            {components.map((component) => {
              // Narrowed, each sample's own line says what it shows: the component's line would repeat the overview's.
              const summary = summaryOf(component, details);
              const count = shownRoutes(component).length;
              return (
                <li key={component.slug} className="home__component" data-component={component.slug}>
                  <ListingLink group={group.slug} component={component.slug}>
                    {component.name}
                  </ListingLink>
                  <span className="home__count">{count === 1 ? "1 sample" : `${count} samples`}</span>
                  {summary && !SampleList && <p className="home__summary">{summary}</p>}
                  {SampleList && <SampleList component={component} />}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
