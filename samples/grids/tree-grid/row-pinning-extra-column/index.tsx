import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { rowPinCell } from "../../_shared/row-pin-cell";
import { employees } from "../_shared/employees";

export default function TreeGridRowPinningExtraColumnSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [pinnedIds, setPinnedIds] = useState<number[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton variant="outlined" disabled={pinnedIds.length === 0} onClick={() => pinnedIds.forEach((id) => gridRef.current?.unpinRow(id))}>
          Unpin all
        </IgrButton>
      </ControlBar>
      <Hint>
        Click the pin in the last column to keep a person at the top of the org chart while you scroll; their row stays in its place in the tree
        too, greyed. {pinnedIds.length} pinned.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          onRowPinned={(e) =>
            setPinnedIds((ids) => (e.detail.isPinned ? [...ids, e.detail.rowKey as number] : ids.filter((id) => id !== e.detail.rowKey)))
          }
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="phone" header="Phone" />
          {/* A column of its own holds the pin buttons (see _shared/row-pin-cell.tsx). */}
          <IgrColumn field="id" header="Pin" width="70px" bodyTemplate={rowPinCell} filterable={false} sortable={false} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
