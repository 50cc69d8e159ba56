import { lazy, type ComponentType } from "react";

/**
 * React's `lazy` for a part of the shell: when its chunk cannot load (offline with a cold cache, a
 * newer deploy), `fallback` renders in its place instead of an error that takes the shell down.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(() => load().then((component) => ({ default: component }), () => ({ default: fallback })));
}
