// Layout pieces and defaults shared by the geographic map samples.
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from "react";
import type { IgrGeographicMap } from "igniteui-react-maps";
import { IgrGeographicMapModule, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { worldShapes } from "../../../_shared/world-shapes";
import { IgrDataChartInteractivityModule } from "igniteui-react-charts";

IgrGeographicMapModule.register();
// Mouse events and tooltips on the series come from the chart interactivity module.
IgrDataChartInteractivityModule.register();

export const mapPage: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };
/** The map's box: fills the remaining height, ocean-coloured behind the shapes. */
export const mapArea: CSSProperties = { flex: 1, minHeight: 300, background: "#dcecf7", position: "relative" };

/** Geographic rectangles in degrees (top is the southern edge). */
export const views = {
  world: { left: -180, top: -60, width: 360, height: 145 },
  europe: { left: -12, top: 34, width: 50, height: 38 },
  northAmerica: { left: -170, top: 5, width: 120, height: 72 },
  asia: { left: 60, top: -12, width: 95, height: 70 },
} as const;

/** Zooms the map to a geographic rectangle once the map exists and is ready to zoom. */
export function useInitialView(map: RefObject<IgrGeographicMap | null>, view: { left: number; top: number; width: number; height: number }) {
  useEffect(() => {
    // The map may mount later (inside a SizedBox), so check on each frame until it is there.
    let frame = 0;
    const apply = () => {
      const m = map.current;
      if (m && m.zoomIsReady !== false) m.zoomToGeographic(view);
      else frame = requestAnimationFrame(apply);
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [map, view]);
}

/** The countries drawn as plain land, under the data series of a sample. */
export function landSeries(fill = "#f4f1ea", stroke = "#b8c2cc") {
  return (
    <IgrGeographicShapeSeries
      key="land"
      name="land"
      dataSource={worldShapes}
      shapeMemberPath="points"
      shapeFill={fill}
      shapeStroke={stroke}
      shapeStrokeThickness={0.5}
    />
  );
}

/**
 * Renders its children only once its own box has a size: a map created inside a zero-size box
 * (before the page's layout settles) can fail to measure its marker canvas.
 */
export function SizedBox({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0 && entry.contentRect.height > 0) setReady(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} style={{ ...mapArea, ...style }}>
      {ready && children}
    </div>
  );
}
