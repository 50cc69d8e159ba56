import { Link } from "react-router-dom";
import { listedRoutes, type Listing } from "../../contract/listing";
import type { NavComponent } from "../../contract/manifest";
import { listingPath } from "../../contract/routes";
import { galleryConfig, type SampleId } from "../../generated/manifest.gen";
import { useManySampleDetails, type DetailsById } from "../runtime/sample-details";
import "./pages.css";

/** A group's page (its components, each with its samples) or one component's page: one line per sample. */
export function ListingPage({ listing }: { listing: Listing<SampleId> }) {
  const { group, component } = listing;
  const components = component ? [component] : group.components;
  const details = useManySampleDetails(components.flatMap((c) => listedRoutes(c).map((route) => route.sample)));
  return (
    <div className="page" data-page={component ? "component" : "group"}>
      <h1>{component ? component.name : group.name}</h1>
      {component ? (
        <p>
          In <Link to={galleryConfig.samplesPrefix + listingPath(group.slug)}>{group.name}</Link>
        </p>
      ) : null}
      {components.map((c) => (
        <ComponentSamples key={c.slug} group={group.slug} component={c} details={details} titled={!component} />
      ))}
    </div>
  );
}

function ComponentSamples({ group, component, details, titled }: { group: string; component: NavComponent<SampleId>; details: DetailsById; titled: boolean }) {
  return (
    <section className="listing" data-component={component.slug}>
      {titled && (
        <h2>
          <Link to={galleryConfig.samplesPrefix + listingPath(group, component.slug)}>{component.name}</Link>
        </h2>
      )}
      <ul>
        {listedRoutes(component).map((route) => (
          <li key={route.sample} data-sample={route.sample}>
            <Link to={galleryConfig.samplesPrefix + route.path}>{route.name}</Link>
            {details[route.sample] ? <span className="listing__description">: {details[route.sample]!.description}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
