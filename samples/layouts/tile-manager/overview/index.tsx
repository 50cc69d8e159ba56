import { useState, type CSSProperties } from "react";
import { IgrTile, IgrTileManager, type TileManagerDragMode, type TileManagerResizeMode } from "igniteui-react";
import { ControlBar, SliderControl, ToggleGroup } from "../../../_shared/controls";
import { widgets } from "../_shared/widgets";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function TileManagerOverviewSample() {
  const [columns, setColumns] = useState(4);
  const [drag, setDrag] = useState<TileManagerDragMode>("tile-header");
  const [resize, setResize] = useState<TileManagerResizeMode>("hover");

  return (
    <div style={page}>
      <ControlBar>
        <SliderControl label="Columns" value={columns} min={2} max={6} onChange={setColumns} />
        <ToggleGroup label="Drag" value={drag} options={["tile-header", "tile", "none"] as const} onChange={setDrag} />
        <ToggleGroup label="Resize" value={resize} options={["hover", "always", "none"] as const} onChange={setResize} />
      </ControlBar>
      <IgrTileManager columnCount={columns} dragMode={drag} resizeMode={resize} gap="12px" minRowHeight="140px" style={{ flex: 1, minHeight: 420 }}>
        {widgets.map((w) => (
          <IgrTile key={w.id} colSpan={w.colSpan} rowSpan={w.rowSpan}>
            <span slot="title">{w.title}</span>
            {w.render()}
          </IgrTile>
        ))}
      </IgrTileManager>
    </div>
  );
}
