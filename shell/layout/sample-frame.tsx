import { Component, lazy, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import { useLiveRender, type LiveRender } from "../live/live-store";
import { SampleSettledContext } from "../routing/sample-first";
import { useFrameWidthSetter, useViewOptions } from "../routing/use-view-options";
import { useCanvasThemeKey } from "../runtime/canvas-theme";
import { useDevUpdateVersion } from "../runtime/dev-updates";
import { useSampleDetails } from "../runtime/sample-details";
import { StaleBuildNotice } from "../pages/stale-build-notice";
import { A11yNote } from "./a11y-note";
import { forgetSample, pageNamesSample, pageSampleHeading, removeSampleCss, useSampleLoad, warmImportMap } from "../runtime/sample-loader";
import { DEFAULT_VIEW, FRAME_WIDTH, type ViewOptions } from "../runtime/view-options";
import type { WidthHandleProps } from "./width-handle";
import "./sample-frame.css";

// Only a framed width shows the handle, so the first page does not carry it; without its chunk the
// frame keeps its width and the toolbar's select still changes it.
const WidthHandle = lazy<ComponentType<WidthHandleProps>>(() =>
  import("./width-handle").then(
    (module) => ({ default: module.WidthHandle }),
    () => ({ default: () => null }),
  ),
);

export type SampleState = "loading" | "ready" | "error";

interface FrameProps {
  id: SampleId;
  path: string;
}

/** Error boundary → Suspense → the sample, with the state on the frame element for tests and `gallery verify`. */
export function SampleFrame({ id, path }: FrameProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const settled = useContext(SampleSettledContext);
  const setState = (state: SampleState) => {
    frame.current?.setAttribute("data-sample-state", state);
    if (state !== "loading") settled();
  };
  // `gallery dev` swapped in rebuilt code: mount the sample afresh (always 0 in a build).
  const update = useDevUpdateVersion();
  // The Edit panel's render of the edited code, in place of the built sample while it is open.
  const live = useLiveRender(id);
  // A canvas component takes the theme's colours when it mounts: a new theme mounts it afresh.
  const canvasTheme = useCanvasThemeKey(frame);

  useLayoutEffect(() => setState("loading"), [id, attempt, update, live?.version, canvasTheme]);
  useEffect(() => () => removeSampleCss(id), [id]);
  useEffect(() => stopGridWheel(frame.current), []);
  // A deep link's page holds its heading: the component's details chunk would be fetched and run
  // between the sample's commit and its paint.
  const fromPage = pageNamesSample(id);
  const details = useSampleDetails(fromPage ? undefined : id);
  const heading = fromPage ? pageSampleHeading(id) : details?.heading;

  return (
    <div ref={frame} className="sample-frame" data-sample-id={id} data-sample-state="loading" data-live={live?.version}>
      {heading && (
        <h1 className="sample-frame__heading" data-testid="sample-heading">
          {heading}
        </h1>
      )}
      <SampleErrorBoundary
        // An edit that cannot keep the mounted sample mounts it afresh, as does a new theme for a canvas
        // component; any edit clears a runtime error of the last one, so fixed code recovers without a reload.
        key={`${id}#${attempt}#${update}#${live?.mount ?? ""}#${canvasTheme}`}
        resetKey={live?.version}
        path={path}
        // After the commit: when the sample throws in the frame's first render, the frame's ref is
        // attached, and its layout effect marks it loading, after this call.
        onError={() => queueMicrotask(() => setState("error"))}
        onRetry={() => {
          forgetSample(id);
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={<Spinner />}>
          <LoadedSample
            id={id}
            live={live}
            onShown={(shown) => {
              setState(shown === "sample" ? "ready" : "error");
              warmImportMap();
            }}
          />
        </Suspense>
      </SampleErrorBoundary>
      <A11yNote id={id} frame={frame} />
    </div>
  );
}

/** The sample once painted, or the reload notice in place of a sample whose files are gone (no ready sample). */
function LoadedSample({ id, live, onShown }: { id: SampleId; live: LiveRender | undefined; onShown: (shown: "sample" | "stale-build") => void }) {
  const load = useSampleLoad(id);
  const view = useViewOptions();
  const setWidth = useFrameWidthSetter();
  useEffect(() => {
    // Two frames: the first runs before the browser paints the committed tree, the second after.
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => onShown(load.state === "loaded" ? "sample" : "stale-build"));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [id, live?.version]);
  if (load.state === "stale") return <StaleBuildNotice />;
  const Sample = live?.Component ?? load.module.default;
  return (
    <>
      <div className="sample-frame__host" dir={view.dir} data-size={view.size} data-width={view.width} style={hostStyle(view)}>
        <Sample />
      </div>
      {view.width !== "full" && (
        <Suspense>
          <WidthHandle width={+view.width} limits={FRAME_WIDTH} onCommit={setWidth} />
        </Suspense>
      )}
    </>
  );
}

/**
 * Ignite UI sizes its components by the inherited `--ig-size`; a sample that pins a size of its own
 * (the grids pin medium) yields to `--sample-size`, set when the user chose one. A framed width
 * centres the sample at that width.
 */
function hostStyle(view: ViewOptions): CSSProperties {
  const style: Record<string, string> = { "--ig-size": `var(--ig-size-${view.size})` };
  if (view.size !== DEFAULT_VIEW.size) style["--sample-size"] = `var(--ig-size-${view.size})`;
  if (view.width !== "full") style["--frame-width"] = `${view.width}px`;
  return style as CSSProperties;
}

function Spinner() {
  return (
    <div className="sample-frame__spinner" role="status" aria-label="Loading sample">
      <span />
    </div>
  );
}

interface BoundaryProps {
  path: string;
  /** A new value clears a caught error and renders the children again. */
  resetKey: number | undefined;
  children: ReactNode;
  onError: () => void;
  onRetry: () => void;
}

interface BoundaryState {
  error: Error | null;
  resetKey: number | undefined;
}

class SampleErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="sample-frame__error" role="alert">
        <h2>This sample failed to render</h2>
        <p>
          Sample: <code>{this.props.path}</code>
        </p>
        <pre>{error.message}</pre>
        <button type="button" onClick={this.props.onRetry}>
          Retry
        </button>
      </div>
    );
  }
}

const GRID_BODY = ".igx-grid__tbody-content, .igx-grid__tbody, igc-grid-lite";

/** A wheel inside a grid body scrolls the grid only, never the page around it. */
function stopGridWheel(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const onWheel = (event: WheelEvent) => {
    const path = event.composedPath();
    if (path.some((node) => node instanceof Element && node.matches(GRID_BODY))) event.preventDefault();
  };
  element.addEventListener("wheel", onWheel, { passive: false });
  return () => element.removeEventListener("wheel", onWheel);
}
