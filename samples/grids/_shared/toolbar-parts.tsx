import { useEffect, useRef, useState } from "react";
import { SwitchControl } from "./controls";

/** For the toolbar samples: which of the toolbar's built-in parts are shown, a switch for each, and a pretend busy spell. */

export interface ToolbarParts {
  title: boolean;
  hiding: boolean;
  pinning: boolean;
  advanced: boolean;
  exporter: boolean;
}

export function useToolbarParts() {
  return useState<ToolbarParts>({ title: true, hiding: true, pinning: true, advanced: false, exporter: true });
}

export function ToolbarPartSwitches({ parts, onChange, exporterLabel = "Exporter" }: { parts: ToolbarParts; onChange: (parts: ToolbarParts) => void; exporterLabel?: string }) {
  const toggle = (part: keyof ToolbarParts) => (on: boolean) => onChange({ ...parts, [part]: on });
  return (
    <>
      <SwitchControl label="Title" checked={parts.title} onChange={toggle("title")} />
      <SwitchControl label="Hiding" checked={parts.hiding} onChange={toggle("hiding")} />
      <SwitchControl label="Pinning" checked={parts.pinning} onChange={toggle("pinning")} />
      <SwitchControl label="Advanced filtering" checked={parts.advanced} onChange={toggle("advanced")} />
      <SwitchControl label={exporterLabel} checked={parts.exporter} onChange={toggle("exporter")} />
    </>
  );
}

/**
 * Something that takes a while, e.g. a refresh, pretended with a timer: busy drives the toolbar's showProgress bar.
 * finish runs when the time is up; leaving the page cancels it.
 */
export function usePretendWork() {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function start(ms: number, finish?: () => void) {
    setBusy(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      finish?.();
      setBusy(false);
    }, ms);
  }

  return { busy, start };
}
