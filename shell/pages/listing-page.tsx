import { lazy, Suspense, useCallback, useMemo, type ComponentType } from "react";
import { Link, useLocation } from "../routing/router";
import { listedRoutes, type Listing } from "../../contract/listing";
import type { NavComponent, RouteInfo } from "../../contract/manifest";
import { galleryConfig, type SampleId } from "../../generated/manifest.gen";
import { loadDetailsOf, useSampleDetails } from "../runtime/sample-details";
import { keptSearch } from "../runtime/search-params";
import type { HomePageProps } from "./home-page";
import { ListingLink } from "./listing-link";
import "./pages.css";

// The same view as the home, narrowed to the group or the component.
const HomePage = lazy<ComponentType<HomePageProps>>(() => import("./home-page").then((module) => ({ default: module.HomePage })));

/** A group's page (its components, each with its samples) or one component's page: one line per sample. */
export function ListingPage({ listing: { group, component } }: { listing: Listing<SampleId> }) {
  const kept = keptSearch(useLocation().search);
  const shown = useMemo(() => (component ? { ...group, components: [component] } : group), [group, component]);
  const loadDetails = useCallback(() => loadDetailsOf(shown.components.flatMap((c) => c.routes.map((route) => route.sample))), [shown]);
  return (
    <div className="page" data-page={component ? "component" : "group"}>
      <nav className="page__trail" aria-label="Breadcrumb">
        <Link to={galleryConfig.samplesPrefix + kept}>All samples</Link>
        {component && (
          <>
            {" › "}
            <ListingLink group={group.slug}>{group.name}</ListingLink>
          </>
        )}
      </nav>
      <h1>{component ? component.name : group.name}</h1>
      <Suspense>
        <HomePage navigation={[shown]} libraryVersion={galleryConfig.libraryVersion} loadDetails={loadDetails} ListingLink={ListingLink} SampleList={ComponentSamples} />
      </Suspense>
    </div>
  );
}

/** A component's samples in menu order, overview first. */
function ComponentSamples({ component }: { component: NavComponent<SampleId> }) {
  return (
    <ul className="home__samples">
      {listedRoutes(component).map((route) => (
        <SampleLine key={route.sample} route={route} />
      ))}
    </ul>
  );
}

/** The sample's name, then its description once its component's details have loaded. */
function SampleLine({ route }: { route: RouteInfo<SampleId> }) {
  const kept = keptSearch(useLocation().search);
  const description = useSampleDetails(route.sample)?.description;
  return (
    <li data-sample={route.sample}>
      <Link to={galleryConfig.samplesPrefix + route.path + kept}>{route.name}</Link>
      {description && `: ${description}`}
    </li>
  );
}
