import { Component, lazy, Suspense, useLayoutEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { useMediaQuery } from "../runtime/use-media-query";
import type { PanelDefinition, PanelProps } from "./registry";
import { Splitter } from "./splitter";

/** At this width and below the panel goes under the page (dock.css says the same): beside it, both would be too narrow. */
const NARROW_SCREEN = "(max-width: 768px)";
const PANEL_ELEMENT = "dock-panel";

interface DockedPanelProps extends PanelProps {
  panel: PanelDefinition;
  share: number;
  onShareChange: (share: number) => void;
}

const lazyPanels = new WeakMap<PanelDefinition, LazyExoticComponent<ComponentType<PanelProps>>>();

function panelView(panel: PanelDefinition) {
  let view = lazyPanels.get(panel);
  if (!view) {
    view = lazy(panel.load);
    lazyPanels.set(panel, view);
  }
  return view;
}

/** The splitter and the open panel, which loads from its own chunk. */
export default function DockedPanel({ panel, share, onShareChange, ...props }: DockedPanelProps) {
  const orientation = useMediaQuery(NARROW_SCREEN) ? "below" : "beside";
  const View = panelView(panel);
  useLayoutEffect(() => panel.prepare?.(props.sample), [panel, props.sample]);
  return (
    <>
      <Splitter share={share} onChange={onShareChange} orientation={orientation} controls={PANEL_ELEMENT} />
      <section className="dock__panel" id={PANEL_ELEMENT} aria-label={panel.title}>
        <PanelErrorBoundary key={`${panel.id}#${props.sample}`} title={panel.title}>
          <Suspense fallback={<div className="dock__loading" role="status" aria-label={`Loading ${panel.title}`} />}>
            <View {...props} />
          </Suspense>
        </PanelErrorBoundary>
      </section>
    </>
  );
}

/** A panel whose chunk cannot load or that throws says so in its place; the sample stays. */
class PanelErrorBoundary extends Component<{ title: string; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p className="dock__error" role="alert">
        The {this.props.title} panel could not be shown ({error.message}).
      </p>
    );
  }
}
