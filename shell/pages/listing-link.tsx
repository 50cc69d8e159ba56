import type { ReactNode } from "react";
import { Link, useLocation } from "../routing/router";
import { listingPath } from "../../contract/routes";
import { galleryConfig } from "../../generated/manifest.gen";
import { keptSearch } from "../runtime/search-params";

/** A link to a group's or a component's page that keeps the view's parameters (theme, direction, size). */
export function ListingLink({ group, component, children }: { group: string; component?: string; children: ReactNode }) {
  const kept = keptSearch(useLocation().search);
  return <Link to={galleryConfig.samplesPrefix + listingPath(group, component) + kept}>{children}</Link>;
}
