import { useState, type CSSProperties } from "react";
import { IgrTile, IgrTileManager } from "igniteui-react";
import { ControlBar, SwitchControl } from "../../../_shared/controls";
import { widgets } from "../_shared/widgets";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box", overflow: "auto" };

// The tile's three resize handles are slots: any element can stand in for the default adorners.
function Adorners() {
  return (
    <>
      <span slot="side-adorner" className="styling-tiles-grip styling-tiles-grip-side" />
      <span slot="bottom-adorner" className="styling-tiles-grip styling-tiles-grip-bottom" />
      <span slot="corner-adorner" className="styling-tiles-corner material-icons" aria-hidden="true">
        south_east
      </span>
    </>
  );
}

export default function TileManagerStylingSample() {
  const [themed, setThemed] = useState(true);
  const [customHandles, setCustomHandles] = useState(true);

  return (
    <div style={page}>
      <ControlBar>
        <SwitchControl label="Warm palette (tokens and parts)" checked={themed} onChange={setThemed} />
        <SwitchControl label="Custom resize handles (adorner slots)" checked={customHandles} onChange={setCustomHandles} />
      </ControlBar>
      <IgrTileManager
        className={themed ? "styling-tiles" : undefined}
        columnCount={4}
        gap="14px"
        minRowHeight="160px"
        dragMode="tile-header"
        resizeMode="always"
        style={{ flex: 1, minHeight: 440 }}
      >
        {widgets.map((w) => (
          // A new tile when the handles change: the adorner slots are read when the tile renders them.
          <IgrTile key={`${w.id}-${customHandles}`} colSpan={w.colSpan} rowSpan={w.rowSpan}>
            <span slot="title">{w.title}</span>
            {customHandles && <Adorners />}
            {w.render()}
          </IgrTile>
        ))}
      </IgrTileManager>
    </div>
  );
}
