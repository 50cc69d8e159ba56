import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { addWidthHandleStyle } from "./width-handle-style";

const STEP = 10;

/**
 * What the handle takes from the frame. It imports none of the entry's modules itself: esbuild would
 * move every module the two share out of the entry into chunks of their own.
 */
export interface WidthHandleProps {
  width: number;
  limits: { readonly min: number; readonly max: number };
  /** Keeps a width in the URL and the stored choice. */
  onCommit: (width: `${number}`) => void;
}

/** The sample's host: the handle's previous sibling in the frame. */
const hostOf = (handle: HTMLElement | null) => handle?.parentElement?.querySelector<HTMLElement>(":scope > .sample-frame__host") ?? null;

/**
 * The bar at the framed sample's right edge: drag it (or use the arrow keys) to make the frame wider
 * or narrower, with the current width shown. The frame follows the pointer at once; the URL and the
 * stored choice take the width when the drag ends.
 */
export function WidthHandle({ width, limits, onCommit: setWidth }: WidthHandleProps) {
  addWidthHandleStyle();
  const clampWidth = (next: number) => Math.round(Math.min(limits.max, Math.max(limits.min, next)));
  const handle = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; width: number } | undefined>(undefined);
  const [shown, setShown] = useState(width);

  // Beside the host's right edge, wherever the centring and the frame's scrollbar put it.
  const place = () => {
    const element = handle.current;
    const host = hostOf(element);
    const frame = element?.parentElement;
    if (!element || !host || !frame) return;
    element.style.left = `${host.getBoundingClientRect().right - frame.getBoundingClientRect().left + frame.scrollLeft}px`;
  };

  useLayoutEffect(() => {
    setShown(width);
    place();
  }, [width]);

  useEffect(() => {
    const frame = handle.current?.parentElement;
    if (!frame) return;
    const observer = new ResizeObserver(place);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  /** The frame at `next` px now, before React hears of it: a drag must not wait for a render per move. */
  const resize = (next: number) => {
    hostOf(handle.current)?.style.setProperty("--frame-width", `${next}px`);
    setShown(next);
    place();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, width: shown };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    // The frame is centred: its right edge moves half as far as its width grows.
    resize(clampWidth(drag.current.width + 2 * (event.clientX - drag.current.x)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = undefined;
    setWidth(`${shown}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" ? STEP : event.key === "ArrowLeft" ? -STEP : 0;
    if (!step) return;
    event.preventDefault();
    const next = clampWidth(shown + (event.shiftKey ? step * 5 : step));
    resize(next);
    setWidth(`${next}`);
  };

  return (
    <div
      ref={handle}
      className="width-handle"
      role="separator"
      aria-orientation="vertical"
      aria-label="Frame width"
      aria-valuemin={limits.min}
      aria-valuemax={limits.max}
      aria-valuenow={shown}
      aria-valuetext={`${shown} pixels`}
      tabIndex={0}
      data-testid="width-handle"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <span className="width-handle__label" data-testid="frame-width">
        {shown} px
      </span>
    </div>
  );
}
