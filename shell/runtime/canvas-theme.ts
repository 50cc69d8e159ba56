import { useEffect, useState, type RefObject } from "react";
import { applyCanvasTheme, CANVAS_PALETTE } from "../../contract/canvas-theme";

const listeners = new Set<() => void>();
let palette = "";

/**
 * Sets the canvas components' colours from the theme now on the page (call it once the theme's
 * stylesheet has loaded). They read those colours only when they mount, so a change is announced to
 * the frames, which mount their sample afresh when it paints on a canvas.
 */
export function refreshCanvasTheme(): void {
  const root = document.documentElement;
  applyCanvasTheme(root);
  const next = Object.keys(CANVAS_PALETTE).map((property) => root.style.getPropertyValue(property)).join();
  if (next === palette) return;
  palette = next;
  for (const listener of listeners) listener();
}

/** A number that changes when the theme's canvas colours change while `frame` holds a canvas: a key that remounts its sample. */
export function useCanvasThemeKey(frame: RefObject<HTMLElement | null>): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const remount = () => {
      if (frame.current?.querySelector("canvas")) setKey((n) => n + 1);
    };
    listeners.add(remount);
    return () => void listeners.delete(remount);
  }, [frame]);
  return key;
}
