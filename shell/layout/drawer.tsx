import { useEffect, useRef, type ReactNode } from "react";
import "./drawer.css";

interface DrawerProps {
  pathname: string;
  onClose: () => void;
  /** Where focus goes back to when the drawer closes: the button that opened it. */
  opener: () => HTMLElement | null;
  children: ReactNode;
}

/** The side menu on a narrow screen: over the content, closed by Esc, a click outside or a move to another page. */
export function Drawer({ pathname, onClose, opener, children }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const openedAt = useRef(pathname);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("input, a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) close.current();
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      opener()?.focus();
    };
  }, [opener]);

  useEffect(() => {
    if (pathname !== openedAt.current) close.current();
  }, [pathname]);

  return (
    <div className="drawer" data-testid="drawer">
      <div className="drawer__backdrop" onClick={onClose} />
      <div className="drawer__panel" ref={panel} role="dialog" aria-modal="true" aria-label="Sample menu">
        {children}
      </div>
    </div>
  );
}
