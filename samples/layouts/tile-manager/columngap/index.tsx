import { useState, type CSSProperties } from "react";
import { IgrTile, IgrTileManager } from "igniteui-react";
import { ControlBar, SliderControl, SwitchControl } from "../../../_shared/controls";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };
const colors = ["#dbeafe", "#fce7f3", "#dcfce7", "#fef3c7", "#ede9fe", "#cffafe", "#fee2e2", "#e0e7ff", "#f5f5f4", "#d1fae5"];

// The grid settings of the tile manager: column count (0 = as many as fit), minimum column width, minimum row height and gap.
export default function TileManagerColumnGapSample() {
  const [autoColumns, setAutoColumns] = useState(false);
  const [columns, setColumns] = useState(5);
  const [minWidth, setMinWidth] = useState(140);
  const [minHeight, setMinHeight] = useState(110);
  const [gap, setGap] = useState(16);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Auto columns" checked={autoColumns} onChange={setAutoColumns} />
        <SliderControl label="Column count" value={columns} min={1} max={8} onChange={(v) => { setColumns(v); setAutoColumns(false); }} />
        <SliderControl label="Min column width" value={minWidth} min={80} max={300} step={10} format={(v) => `${v}px`} onChange={setMinWidth} />
        <SliderControl label="Min row height" value={minHeight} min={60} max={240} step={10} format={(v) => `${v}px`} onChange={setMinHeight} />
        <SliderControl label="Gap" value={gap} min={0} max={48} step={2} format={(v) => `${v}px`} onChange={setGap} />
      </ControlBar>
      <IgrTileManager
        columnCount={autoColumns ? 0 : columns}
        minColumnWidth={`${minWidth}px`}
        minRowHeight={`${minHeight}px`}
        gap={`${gap}px`}
        style={{ flex: 1, minHeight: 320, background: "repeating-linear-gradient(45deg, var(--ig-gray-100) 0 8px, var(--ig-surface-500) 8px 16px)" }}
      >
        {colors.map((c, i) => (
          <IgrTile key={c} colSpan={i === 0 ? 2 : 1} style={{ "--ig-tile-manager-content-background": c } as CSSProperties}>
            <span slot="title">Tile {i + 1}</span>
            <div style={{ height: "100%", display: "grid", placeItems: "center", fontSize: 28, fontWeight: 700, opacity: 0.6 }}>{i + 1}</div>
          </IgrTile>
        ))}
      </IgrTileManager>
    </div>
  );
}
