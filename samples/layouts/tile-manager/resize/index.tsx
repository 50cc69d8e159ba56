import { useState, type CSSProperties } from "react";
import { IgrTile, IgrTileManager, type TileManagerResizeMode } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { EventLog, tileTitle, useEventLog } from "../_shared/event-log";
import { widgets } from "../_shared/widgets";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function TileManagerResizeSample() {
  const [mode, setMode] = useState<TileManagerResizeMode>("always");
  const [lockKpis, setLockKpis] = useState(false);
  const { lines, add } = useEventLog();

  const spans = (tile: HTMLElement) => {
    const t = tile as unknown as { colSpan: number; rowSpan: number };
    return `${t.colSpan} × ${t.rowSpan}`;
  };

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup
          label="Resize handles"
          value={mode}
          options={[
            { value: "always", text: "Always shown" },
            { value: "hover", text: "On hover" },
            { value: "none", text: "Off" },
          ]}
          onChange={setMode}
        />
        <SwitchControl label="Lock the number tiles (disableResize)" checked={lockKpis} onChange={setLockKpis} />
      </ControlBar>
      <div style={{ display: "flex", gap: 12, flex: 1, minHeight: 380 }}>
        <IgrTileManager
          resizeMode={mode}
          columnCount={4}
          gap="12px"
          minRowHeight="160px"
          style={{ flex: 3, overflow: "auto" }}
          onTileResizeStart={(e) => add(`tileResizeStart: ${tileTitle(e.detail)} (${spans(e.detail)})`)}
          onTileResizeEnd={(e) => add(`tileResizeEnd: ${tileTitle(e.detail)} now spans ${spans(e.detail)}`)}
          onTileResizeCancel={(e) => add(`tileResizeCancel: ${tileTitle(e.detail)}`)}
        >
          {widgets.map((w) => (
            <IgrTile key={w.id} data-title={w.title} colSpan={w.colSpan} rowSpan={w.rowSpan} disableResize={lockKpis && ["revenue", "orders", "returns"].includes(w.id)}>
              <span slot="title">{w.title}</span>
              {w.render()}
            </IgrTile>
          ))}
        </IgrTileManager>
        <EventLog lines={lines} hint="Drag a tile's right edge, bottom edge or corner: the tile snaps to whole columns and rows." style={{ flex: 1 }} />
      </div>
    </div>
  );
}
