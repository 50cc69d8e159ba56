import { useMemo } from "react";
import { Link, useLocation } from "../routing/router";
import { suggestablePaths } from "../../contract/listing";
import { galleryConfig, navigation } from "../../generated/manifest.gen";
import { closestPaths } from "./closest-paths";
import "./pages.css";

const knownPaths = suggestablePaths(navigation);

/** The fallback for any unknown path: says so, links to /samples and suggests the closest samples and group or component pages. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const suggestions = useMemo(() => closestPaths(pathname, knownPaths, galleryConfig.samplesPrefix), [pathname]);
  return (
    <div className="page" data-page="not-found">
      <h1>Page not found</h1>
      <p>
        There is no page at <code>{pathname}</code>. Browse <Link to={galleryConfig.samplesPrefix}>all samples</Link>
        {suggestions.length > 0 ? ", or try one of these:" : "."}
      </p>
      <ul>
        {suggestions.map((path) => (
          <li key={path}>
            <Link to={galleryConfig.samplesPrefix + path}>{path}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
