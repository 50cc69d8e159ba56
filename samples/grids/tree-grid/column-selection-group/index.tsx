import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrColumnGroup, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnSelectionGroupSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [selected, setSelected] = useState<string[]>([]);

  // Start with the Location group selected (API calls do not raise the selection event).
  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.selectColumns(["country", "city"]);
      setSelected(["country", "city"]);
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <Hint>
        Click a group header to select all of its columns, or a column header for one; Ctrl+click adds to the selection. Name is not selectable.
        Selected: <b>{selected.length ? selected.join(", ") : "none"}</b>.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          columnSelection="multiple"
          expansionDepth={2}
          onColumnSelectionChanging={(e) => setSelected(e.detail.newSelection ?? [])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" selectable={false} />
          <IgrColumnGroup header="Position">
            <IgrColumn field="title" header="Title" />
            <IgrColumn field="department" header="Department" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Location">
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="city" header="City" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Employment">
            <IgrColumn field="hireDate" header="Hired" dataType="date" />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          </IgrColumnGroup>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
