import "./sidebar.css";

/** The side menu's column before its chunk is here (or when it could not load): the same width and colour, so nothing moves. */
export function MenuPlaceholder({ failed = false }: { failed?: boolean }) {
  return (
    <div className="menu-placeholder" aria-hidden={!failed} role={failed ? "alert" : undefined}>
      {failed && <p className="menu-placeholder__failed">The menu could not be loaded: reload the page.</p>}
    </div>
  );
}
