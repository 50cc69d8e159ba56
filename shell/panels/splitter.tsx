import { useRef, type KeyboardEvent, type PointerEvent } from "react";

export const MIN_SHARE = 20;
export const MAX_SHARE = 80;
const STEP = 5;

interface SplitterProps {
  /** The sample's share of the dock in percent: where the splitter sits along it. */
  share: number;
  onChange: (share: number) => void;
  /** Beside: the splitter is a vertical bar moved left and right; below: horizontal, moved up and down. */
  orientation: "beside" | "below";
  controls: string;
}

export const clampShare = (share: number) => Math.round(Math.min(MAX_SHARE, Math.max(MIN_SHARE, share)));

/**
 * The window splitter of the WAI-ARIA patterns: focusable, arrows move it by 5 %, Home and End to
 * the ends; a pointer drags it. It measures its parent, the dock.
 */
export function Splitter({ share, onChange, orientation, controls }: SplitterProps) {
  const bar = useRef<HTMLDivElement>(null);
  const beside = orientation === "beside";
  const [back, forward] = beside ? ["ArrowLeft", "ArrowRight"] : ["ArrowUp", "ArrowDown"];

  const onKeyDown = (event: KeyboardEvent) => {
    const next =
      event.key === back ? share - STEP : event.key === forward ? share + STEP : event.key === "Home" ? MIN_SHARE : event.key === "End" ? MAX_SHARE : undefined;
    if (next === undefined) return;
    event.preventDefault();
    onChange(clampShare(next));
  };

  const onPointerMove = (event: PointerEvent) => {
    const dock = bar.current?.parentElement;
    if (!dock || !bar.current?.hasPointerCapture(event.pointerId)) return;
    const box = dock.getBoundingClientRect();
    onChange(clampShare(beside ? ((event.clientX - box.left) / box.width) * 100 : ((event.clientY - box.top) / box.height) * 100));
  };

  return (
    <div
      ref={bar}
      className="dock__splitter"
      role="separator"
      tabIndex={0}
      aria-label="Resize the panel"
      aria-orientation={beside ? "vertical" : "horizontal"}
      aria-controls={controls}
      aria-valuemin={MIN_SHARE}
      aria-valuemax={MAX_SHARE}
      aria-valuenow={share}
      onKeyDown={onKeyDown}
      onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
      onPointerMove={onPointerMove}
    />
  );
}
