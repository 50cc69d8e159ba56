import { ColumnPinningPosition, IgrColumn, IgrTreeGrid, type IgrPinningConfig } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";

// Every pinned column goes to the right edge.
const pinning: IgrPinningConfig = { columns: ColumnPinningPosition.End };
const dateTime = { format: "MMM d, y, h:mm a" };

export default function TreeGridColumnPinningRightSideSample() {
  return (
    <div style={gridPage}>
      <Hint>Size and Modified are pinned to the right edge of the file tree: scroll sideways and they stay put while the other columns move.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          pinning={pinning}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width="260px" />
          <IgrColumn field="kind" header="Kind" width="200px" />
          <IgrColumn field="owner" header="Owner" width="200px" />
          <IgrColumn field="id" header="File id" dataType="number" width="160px" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} width="130px" pinned />
          <IgrColumn field="modified" header="Modified" dataType="dateTime" pipeArgs={dateTime} width="210px" pinned />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
