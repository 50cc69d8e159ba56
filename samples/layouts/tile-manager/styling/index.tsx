import type { CSSProperties } from "react";
import { IgrTile, IgrTileManager } from "igniteui-react";
import { widgets } from "../_shared/widgets";
import "./styling.css";

const page: CSSProperties = { display: "flex", flexDirection: "column", height: "100%", padding: 16, boxSizing: "border-box", overflow: "auto" };

export default function TileManagerStylingSample() {
  return (
    <div style={page}>
      <IgrTileManager className="styling-tiles" columnCount={4} gap="14px" minRowHeight="160px" dragMode="tile-header" resizeMode="hover" style={{ flex: 1, minHeight: 440 }}>
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
