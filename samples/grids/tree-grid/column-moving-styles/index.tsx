import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { GripHeader } from "../../_shared/grip-header";
import { files, formatSize } from "../_shared/files";
import "./column-moving-styles.css";

export default function TreeGridColumnMovingStylesSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom moving colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Drag a header by its grip: the dragged header (the ghost) and the drop indicator use the custom colors.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "column-moving-styles-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          moving
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" headerTemplate={GripHeader} />
          <IgrColumn field="kind" header="Kind" headerTemplate={GripHeader} />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} headerTemplate={GripHeader} />
          <IgrColumn field="modified" header="Modified" dataType="date" headerTemplate={GripHeader} />
          <IgrColumn field="owner" header="Owner" headerTemplate={GripHeader} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
