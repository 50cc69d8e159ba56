import { useRef, useState, type CSSProperties } from "react";
import { IgrButton, IgrTile, IgrTileManager } from "igniteui-react";
import { ControlBar, StatusLine, ToggleGroup } from "../../../_shared/controls";
import { widgets } from "../_shared/widgets";

type Preset = "overview" | "sales" | "compact";

// Explicit placements: colStart/rowStart pin a tile to a grid cell, colSpan/rowSpan size it.
const presets: Record<Preset, Record<string, { colStart: number; rowStart: number; colSpan: number; rowSpan: number }>> = {
  overview: {
    revenue: { colStart: 1, rowStart: 1, colSpan: 1, rowSpan: 1 },
    orders: { colStart: 2, rowStart: 1, colSpan: 1, rowSpan: 1 },
    returns: { colStart: 3, rowStart: 1, colSpan: 1, rowSpan: 1 },
    tasks: { colStart: 4, rowStart: 1, colSpan: 1, rowSpan: 3 },
    visitors: { colStart: 1, rowStart: 2, colSpan: 3, rowSpan: 1 },
    sales: { colStart: 1, rowStart: 3, colSpan: 3, rowSpan: 1 },
  },
  sales: {
    sales: { colStart: 1, rowStart: 1, colSpan: 3, rowSpan: 2 },
    revenue: { colStart: 4, rowStart: 1, colSpan: 1, rowSpan: 1 },
    orders: { colStart: 4, rowStart: 2, colSpan: 1, rowSpan: 1 },
    visitors: { colStart: 1, rowStart: 3, colSpan: 2, rowSpan: 1 },
    returns: { colStart: 3, rowStart: 3, colSpan: 1, rowSpan: 1 },
    tasks: { colStart: 4, rowStart: 3, colSpan: 1, rowSpan: 1 },
  },
  compact: {
    revenue: { colStart: 1, rowStart: 1, colSpan: 2, rowSpan: 1 },
    orders: { colStart: 3, rowStart: 1, colSpan: 2, rowSpan: 1 },
    visitors: { colStart: 1, rowStart: 2, colSpan: 2, rowSpan: 1 },
    sales: { colStart: 3, rowStart: 2, colSpan: 2, rowSpan: 1 },
    tasks: { colStart: 1, rowStart: 3, colSpan: 2, rowSpan: 1 },
    returns: { colStart: 3, rowStart: 3, colSpan: 2, rowSpan: 1 },
  },
};

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function TileManagerLayoutSample() {
  const manager = useRef<IgrTileManager>(null);
  const [preset, setPreset] = useState<Preset>("overview");
  const [saved, setSaved] = useState<string | null>(null);
  const [message, setMessage] = useState("Pick a preset, or drag and resize tiles, then save the layout.");

  const layout = presets[preset];

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup label="Preset layout" value={preset} options={["overview", "sales", "compact"] as const} onChange={setPreset} />
        <IgrButton
          variant="outlined"
          onClick={() => {
            const data = manager.current?.saveLayout() ?? null;
            setSaved(data);
            setMessage(`Layout saved (${data?.length ?? 0} characters of JSON).`);
          }}
        >
          saveLayout()
        </IgrButton>
        <IgrButton
          disabled={!saved}
          onClick={() => {
            if (saved) manager.current?.loadLayout(saved);
            setMessage("Saved layout restored.");
          }}
        >
          loadLayout()
        </IgrButton>
      </ControlBar>
      <StatusLine>{message}</StatusLine>
      <IgrTileManager ref={manager} key={preset} columnCount={4} gap="12px" minRowHeight="160px" dragMode="tile-header" resizeMode="hover" style={{ flex: 1, minHeight: 440 }}>
        {widgets.map((w) => {
          const place = layout[w.id]!;
          return (
            <IgrTile key={w.id} id={`layout-${w.id}`} colStart={place.colStart} rowStart={place.rowStart} colSpan={place.colSpan} rowSpan={place.rowSpan}>
              <span slot="title">{w.title}</span>
              {w.render()}
            </IgrTile>
          );
        })}
      </IgrTileManager>
    </div>
  );
}
