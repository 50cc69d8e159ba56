import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./column-resize-styling.css";

export default function TreeGridColumnResizeStylingSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom resize line and headers" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Drag the right edge of a header: the resize line is a thick crimson bar, and the header borders show where to grab.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "column-resize-styling-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="260px" resizable />
          <IgrColumn field="kind" header="Kind" width="180px" resizable />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} width="140px" resizable />
          <IgrColumn field="modified" header="Modified" dataType="date" width="160px" resizable />
          <IgrColumn field="owner" header="Owner" resizable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
