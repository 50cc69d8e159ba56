import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { ColumnPinningPosition, IgrColumn, IgrTreeGrid, type IgrPinningConfig } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Side = "start" | "end";
const fields = [
  { value: "name", text: "Name" },
  { value: "title", text: "Title" },
  { value: "department", text: "Department" },
  { value: "email", text: "Email" },
  { value: "phone", text: "Phone" },
  { value: "city", text: "City" },
  { value: "country", text: "Country" },
  { value: "hireDate", text: "Hired" },
];

export default function TreeGridColumnPinningOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [side, setSide] = useState<Side>("start");
  const [selected, setSelected] = useState("title");
  const [pinned, setPinned] = useState("Name");

  const pinning = useMemo<IgrPinningConfig>(() => ({ columns: side === "start" ? ColumnPinningPosition.Start : ColumnPinningPosition.End }), [side]);

  // Built once, so renders of this page do not set the columns' pinned state back.
  const columns = useMemo(
    () => fields.map((f) => <IgrColumn key={f.value} field={f.value} header={f.text} width="180px" pinned={f.value === "name"} dataType={f.value === "hireDate" ? "date" : "string"} />),
    [],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Pin to"
          value={side}
          onChange={setSide}
          options={[
            { value: "start", text: "Start" },
            { value: "end", text: "End" },
          ]}
        />
        <SelectControl label="Column" value={selected} options={fields} onChange={setSelected} width={160} />
        <IgrButton onClick={() => gridRef.current?.pinColumn(selected)}>Pin</IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.unpinColumn(selected)}>
          Unpin
        </IgrButton>
      </ControlBar>
      <Hint>
        The grid's <code>pinning</code> option puts pinned columns at the start or the end of the tree grid. Pinned now: <b>{pinned}</b>. Pin Name at
        the end and the tree arrows move to the first scrolling column.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          pinning={pinning}
          onColumnPinned={() => setPinned(gridRef.current?.pinnedColumns.map((c) => c.header).join(", ") || "none")}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {columns}
        </IgrTreeGrid>
      </div>
    </div>
  );
}
