// Loads an ESRI shapefile (.shp geometry + .dbf attributes) served from the gallery's own origin
// with the map's shapefile converter (IgrShapeDataSource).
import { useEffect, useState } from "react";
import { IgrShapeDataSource, type IgrShapefileRecord } from "igniteui-react-core";
import { siteDataUrl } from "../../../_shared/site-data";

export interface ShapefileState {
  records: IgrShapefileRecord[] | null;
  error: string | null;
}

/** `name` is the file name without extension in samples/maps/geo-map/_shared/public/. */
export function useShapefile(name: string, latencyMs = 500): ShapefileState {
  const [state, setState] = useState<ShapefileState>({ records: null, error: null });
  useEffect(() => {
    let live = true;
    setState({ records: null, error: null });
    const source = new IgrShapeDataSource();
    source.importCompleted = (s) => {
      if (!live) return;
      const records = s.getPointData();
      setState(records.length ? { records, error: null } : { records: null, error: `${name}.shp has no records` });
    };
    // A short delay stands in for a slow server, so the loading state can be seen.
    const timer = setTimeout(() => {
      source.shapefileSource = siteDataUrl(`maps/geo-map/${name}.shp`);
      source.databaseSource = siteDataUrl(`maps/geo-map/${name}.dbf`);
      source.dataBind();
    }, latencyMs);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [name, latencyMs]);
  return state;
}

/** A record's attribute from the .dbf file, as text. */
export function field(record: IgrShapefileRecord, name: string): string {
  const values = record.fieldValues as Record<string, unknown> | undefined;
  return String(values?.[name] ?? "").trim();
}
