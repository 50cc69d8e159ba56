import type { ComponentType, ReactNode } from "react";

type FunctionComponent = (props: object) => ReactNode;

interface Mounted {
  /** The component React has mounted: the same function for every run that keeps the mount. */
  Stable: ComponentType;
  /** The run's own default export, which `Stable` renders. */
  current: FunctionComponent;
  signature: string;
}

const mounted = new Map<string, Mounted>();

const isPlainFunction = (component: ComponentType): component is FunctionComponent =>
  typeof component === "function" && !(component.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent;

/**
 * The component to show for a run of an edited sample, and whether the sample must mount afresh.
 * A run whose hooks may keep their state (same `signature`, see hooks-signature.ts) gets the
 * component of the run before: React then renders the new code in place, so a chart is updated
 * rather than built again (a keystroke costs a re-render, not a new chart). Any other run (a first
 * one, changed hooks, a class or wrapped component) is mounted afresh, like a new sample.
 */
export function liveComponent(id: string, Component: ComponentType, signature: string | undefined): { Component: ComponentType; remount: boolean } {
  const previous = mounted.get(id);
  if (signature !== undefined && isPlainFunction(Component)) {
    if (previous && previous.signature === signature) {
      previous.current = Component;
      return { Component: previous.Stable, remount: false };
    }
    const entry: Mounted = { Stable: () => null, current: Component, signature };
    // Called, not rendered: its hooks are the stable component's, which is what keeps their state.
    entry.Stable = function LiveSample(props: object) {
      return entry.current(props);
    };
    mounted.set(id, entry);
    return { Component: entry.Stable, remount: true };
  }
  mounted.delete(id);
  return { Component, remount: true };
}

/** Forgets the sample's mounted component (the edit was stopped: the next run mounts afresh). */
export function forgetLiveComponent(id: string): void {
  mounted.delete(id);
}
