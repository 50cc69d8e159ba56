import "./pages.css";

/** The root path: the menu is the page; the content area stays empty. */
export function EmptyPage() {
  return <div className="page" data-page="empty" />;
}
