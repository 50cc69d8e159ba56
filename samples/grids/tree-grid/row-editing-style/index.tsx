import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees } from "../_shared/employees";
import "./row-editing-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridRowEditingStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [data] = useState(copyEmployees);
  const [themed, setThemed] = useState(true);

  // Open a row for editing on arrival, so the styled row and banner are in view.
  useEffect(() => {
    const timer = setTimeout(() => {
      const cell = gridRef.current?.getCellByColumn(2, "title");
      if (cell) cell.editMode = true;
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom row editing colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>The row in edit mode, its edited values and the Done / Cancel banner use a deep blue and gold palette.</Hint>
      <div style={gridArea} className={themed ? "row-editing-style-theme" : undefined}>
        <IgrTreeGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowEditable
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable minWidth="200px" />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="city" header="City" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" editable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
