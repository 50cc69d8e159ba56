import "./pages.css";

/** Shown in place of a sample whose files are gone: after a deploy, the open page refers to old chunks. */
export function StaleBuildNotice() {
  return (
    <div className="page" data-page="stale-build" role="alert">
      <h1>A newer version of the gallery is available</h1>
      <p>This page refers to files of an earlier version. Reload to get the current one.</p>
      <button type="button" onClick={() => location.reload()}>
        Reload
      </button>
    </div>
  );
}
