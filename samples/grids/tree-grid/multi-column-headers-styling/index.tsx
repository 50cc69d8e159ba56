import { useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "../../_shared/header-groups.css";
import "./multi-column-headers-styling.css";

const dateTime = { format: "MMM d, y, h:mm a" };

export default function TreeGridMultiColumnHeadersStylingSample() {
  const [themed, setThemed] = useState(true);
  // headerGroupClasses puts a class on a group's header; headerClasses on a single column's header.
  const group = (name: string) => (themed ? `grids-header-group multi-column-headers-styling-${name}` : undefined);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Colored group headers" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Each column group of the file tree gets its own header color through headerGroupClasses: the file, its storage and its history.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={files} childDataKey="files" primaryKey="id" autoGenerate={false} expansionDepth={1} height="100%" width="100%" style={mediumSize}>
          <IgrColumnGroup header="File" headerGroupClasses={group("file")}>
            <IgrColumn field="name" header="Name" minWidth="220px" />
            <IgrColumn field="kind" header="Kind" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Storage" headerGroupClasses={group("storage")}>
            <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
            <IgrColumn field="id" header="File id" dataType="number" />
          </IgrColumnGroup>
          <IgrColumnGroup header="History" headerGroupClasses={group("history")}>
            <IgrColumn field="modified" header="Modified" dataType="dateTime" pipeArgs={dateTime} minWidth="190px" />
            <IgrColumn field="owner" header="Owner" />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
