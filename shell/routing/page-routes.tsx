import { useEffect } from "react";
import { Route, Routes, useNavigate } from "react-router-dom";
import { extendedSample, type Listing } from "../../contract/listing";
import type { NavigationEntry } from "../../contract/manifest";
import { galleryConfig, routeLookup, type SampleId } from "../../generated/manifest.gen";
import { SampleFrame } from "../layout/sample-frame";
import { ComingSoonPage } from "../pages/coming-soon-page";
import { EmptyPage } from "../pages/empty-page";
import { ListingPage } from "../pages/listing-page";
import { NotFoundPage } from "../pages/not-found-page";
import { SelectSamplePage } from "../pages/select-sample-page";

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
  return (
    <Routes>
      <Route path="/" element={<EmptyPage />} />
      <Route path={galleryConfig.samplesPrefix} element={<SelectSamplePage />} />
      <Route path="/coming-soon" element={<ComingSoonPage />} />
      <Route path={`${galleryConfig.samplesPrefix}/coming-soon`} element={<ComingSoonPage />} />
      <Route path="*" element={<OtherPage entry={entry} listing={listing} pathname={pathname} />} />
    </Routes>
  );
}

function OtherPage({ entry, listing, pathname }: { entry: NavigationEntry<SampleId> | undefined; listing: Listing<SampleId> | undefined; pathname: string }) {
  if (entry) return <SampleFrame key={entry.route.sample} id={entry.route.sample} path={pathname} />;
  if (listing) return <ListingPage listing={listing} />;
  const extended = extendedSample(pathname, routeLookup);
  if (!extended) return <NotFoundPage />;
  // The prefix is kept or left off as the user typed it: the browsing page stays browsing, the embed an embed.
  const prefix = pathname.toLowerCase().startsWith(galleryConfig.samplesPrefix + "/") ? galleryConfig.samplesPrefix : "";
  return <Redirect to={prefix + extended.route.path} />;
}

/** Replaces the path in history; react-router's <Navigate> would bring its dev warnings into the entry. */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}
