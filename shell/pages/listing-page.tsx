import { Link } from "../routing/router";
import { listedRoutes, type Listing } from "../../contract/listing";
import type { NavComponent, RouteInfo } from "../../contract/manifest";
import { listingPath } from "../../contract/routes";
import { galleryConfig, type SampleId } from "../../generated/manifest.gen";
import { useSampleDetails } from "../runtime/sample-details";
import "./pages.css";

/** A group's page (its components, each with its samples) or one component's page: one line per sample. */
export function ListingPage({ listing: { group, component } }: { listing: Listing<SampleId> }) {
  return (
    <div className="page" data-page={component ? "component" : "group"}>
      <h1>{component ? component.name : group.name}</h1>
      {component ? (
        <ComponentSamples component={component} />
      ) : (
        group.components.map((c) => <ComponentSamples key={c.slug} component={c} href={listingPath(group.slug, c.slug)} />)
      )}
    </div>
  );
}

/** A component's samples; on a group's page under a heading that links to the component's page. */
function ComponentSamples({ component, href }: { component: NavComponent<SampleId>; href?: string }) {
  return (
    <section data-component={component.slug}>
      {href && (
        <h2>
          <Link to={galleryConfig.samplesPrefix + href}>{component.name}</Link>
        </h2>
      )}
      <ul>
        {listedRoutes(component).map((route) => (
          <SampleLine key={route.sample} route={route} />
        ))}
      </ul>
    </section>
  );
}

/** The sample's name, then its description once its component's details have loaded. */
function SampleLine({ route }: { route: RouteInfo<SampleId> }) {
  const description = useSampleDetails(route.sample)?.description;
  return (
    <li data-sample={route.sample}>
      <Link to={galleryConfig.samplesPrefix + route.path}>{route.name}</Link>
      {description && `: ${description}`}
    </li>
  );
}
