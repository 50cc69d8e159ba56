import { useEffect, useRef, useState, type ReactNode } from "react";

/** The toolbar's controls, behind one button on a narrow screen only (toolbar.css); Esc or a click elsewhere closes them. */
export function OverflowMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    window.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      window.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div className="toolbar__overflow" ref={root}>
      <button
        ref={button}
        type="button"
        className="toolbar__button"
        aria-label="More controls"
        aria-expanded={open}
        aria-controls="toolbar-more"
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="material-icons" aria-hidden="true">
          more_vert
        </span>
      </button>
      <div id="toolbar-more" className="toolbar__more" data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
