import { Suspense, useEffect } from "react";
import { useNavigate } from "./router";
import { extendedSample, type Listing } from "../../contract/listing";
import type { NavigationEntry } from "../../contract/manifest";
import { normalizeRoutePath } from "../../contract/routes";
import { galleryConfig, routeLookup, type SampleId } from "../../generated/manifest.gen";
import { SampleFrame } from "../layout/sample-frame";
import { ComingSoonPage } from "../pages/coming-soon-page";
import { EmptyPage } from "../pages/empty-page";
import { PageUnavailable } from "../pages/page-unavailable";
import { SelectSamplePage } from "../pages/select-sample-page";
import { lazyPart } from "../runtime/lazy-part";

// A deep link shows a sample: the group and component pages and the not-found page load when they are opened.
const ListingPage = lazyPart(() => import("../pages/listing-page").then((module) => module.ListingPage), PageUnavailable);
const NotFoundPage = lazyPart(() => import("../pages/not-found-page").then((module) => module.NotFoundPage), PageUnavailable);

/**
 * The page for the path: the gallery's own pages, the sample it names, a group's or a component's
 * page, or not found. A path that extends a sample (`…/overview/extra`) redirects to that sample.
 */
export function PageRoutes({
  entry,
  listing,
  pathname,
}: {
  entry: NavigationEntry<SampleId> | undefined;
  listing: Listing<SampleId> | undefined;
  pathname: string;
}) {
  // Paths compare without case and without a trailing slash, as the sample routes do.
  const path = normalizeRoutePath(pathname);
  const samples = galleryConfig.samplesPrefix.toLowerCase();
  if (path === "/") return <EmptyPage />;
  if (path === samples) return <SelectSamplePage />;
  if (path === "/coming-soon" || path === `${samples}/coming-soon`) return <ComingSoonPage />;
  return <OtherPage entry={entry} listing={listing} pathname={pathname} />;
}

function OtherPage({ entry, listing, pathname }: { entry: NavigationEntry<SampleId> | undefined; listing: Listing<SampleId> | undefined; pathname: string }) {
  if (entry) return <SampleFrame key={entry.route.sample} id={entry.route.sample} path={pathname} />;
  if (listing) {
    return (
      <Suspense>
        <ListingPage listing={listing} />
      </Suspense>
    );
  }
  const extended = extendedSample(pathname, routeLookup);
  if (!extended) {
    return (
      <Suspense>
        <NotFoundPage />
      </Suspense>
    );
  }
  // The prefix is kept or left off as the user typed it: the browsing page stays browsing, the embed an embed.
  const prefix = pathname.toLowerCase().startsWith(galleryConfig.samplesPrefix + "/") ? galleryConfig.samplesPrefix : "";
  return <Redirect to={prefix + extended.route.path} />;
}

/** Replaces the path in history once the page is committed (navigating while rendering is not allowed). */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
