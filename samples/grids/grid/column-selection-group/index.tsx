import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrColumnGroup, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ColumnSelectionGroupSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [selected, setSelected] = useState<string[]>([]);

  const refresh = () => setTimeout(() => setSelected(gridRef.current?.selectedColumns().map((c) => c.header) ?? []));

  // Start with the Address group selected: selecting a group selects every column in it.
  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.selectColumns(["city", "country"]);
      refresh();
    }, 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton variant="outlined" onClick={() => { gridRef.current?.selectAllColumns(); refresh(); }}>
          Select all
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => { gridRef.current?.deselectAllColumns(); refresh(); }}>
          Clear selection
        </IgrButton>
      </ControlBar>
      <Hint>
        Click a group header to select all of its columns, or a single column header for one. Ctrl+click adds to the selection. The ID column is
        not selectable.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          columnSelection="multiple"
          onColumnSelectionChanging={refresh}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="id" header="ID" width="80px" selectable={false} />
          <IgrColumnGroup header="Employee">
            <IgrColumn field="name" header="Name" />
            <IgrColumn field="title" header="Title" />
          </IgrColumnGroup>
          <IgrColumnGroup header="Contact">
            <IgrColumn field="email" header="Email" />
            <IgrColumnGroup header="Address">
              <IgrColumn field="city" header="City" />
              <IgrColumn field="country" header="Country" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrColumnGroup header="Employment">
            <IgrColumn field="department" header="Department" />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          </IgrColumnGroup>
        </IgrGrid>
      </div>
      <Hint>
        <b>Selected columns:</b> {selected.length ? selected.join(", ") : "none"}
      </Hint>
    </div>
  );
}
