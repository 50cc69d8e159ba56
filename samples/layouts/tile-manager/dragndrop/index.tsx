import { useState, type CSSProperties } from "react";
import { IgrTile, IgrTileManager, type TileManagerDragMode } from "igniteui-react";
import { ControlBar, SwitchControl, ToggleGroup } from "../../../_shared/controls";
import { EventLog, tileTitle, useEventLog } from "../_shared/event-log";
import { widgets } from "../_shared/widgets";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" };

export default function TileManagerDragAndDropSample() {
  const [mode, setMode] = useState<TileManagerDragMode>("tile");
  const [pinTasks, setPinTasks] = useState(true);
  const { lines, add } = useEventLog();

  return (
    <div style={page}>
      <ControlBar>
        <ToggleGroup
          label="Drag mode"
          value={mode}
          options={[
            { value: "tile", text: "Whole tile" },
            { value: "tile-header", text: "Header only" },
            { value: "none", text: "Off" },
          ]}
          onChange={setMode}
        />
        <SwitchControl label="Pin the Tasks tile (cancel its drag)" checked={pinTasks} onChange={setPinTasks} />
      </ControlBar>
      <div style={{ display: "flex", gap: 12, flex: 1, minHeight: 380 }}>
        <IgrTileManager
          dragMode={mode}
          columnCount={4}
          gap="12px"
          minRowHeight="160px"
          style={{ flex: 3, overflow: "auto" }}
          onTileDragStart={(e) => {
            const title = tileTitle(e.detail);
            if (pinTasks && title === "Tasks") {
              // tileDragStart is cancelable: the pinned tile stays where it is.
              e.preventDefault();
              add(`tileDragStart: ${title} — cancelled (pinned)`);
              return;
            }
            add(`tileDragStart: ${title}`);
          }}
          onTileDragEnd={(e) => add(`tileDragEnd: ${tileTitle(e.detail)} now at position ${e.detail.position}`)}
          onTileDragCancel={(e) => add(`tileDragCancel: ${tileTitle(e.detail)}`)}
        >
          {widgets.map((w) => (
            <IgrTile key={w.id} data-title={w.title} colSpan={w.colSpan} rowSpan={w.rowSpan}>
              <span slot="title">
                {w.title}
                {pinTasks && w.id === "tasks" ? " 📌" : ""}
              </span>
              {w.render()}
            </IgrTile>
          ))}
        </IgrTileManager>
        <EventLog lines={lines} hint="Drag a tile onto another tile to swap their places. Escape cancels a drag." style={{ flex: 1 }} />
      </div>
    </div>
  );
}
