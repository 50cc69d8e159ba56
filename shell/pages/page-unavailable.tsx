import "./pages.css";

/** In place of a gallery page whose code could not be loaded. */
export function PageUnavailable() {
  return (
    <div className="page" data-page="unavailable" role="alert">
      <p>This page could not be loaded: reload the page.</p>
    </div>
  );
}
