import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { ColumnPinningPosition, IgrColumn, IgrGrid, type IgrPinningConfig } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
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
const MAX_PINNED = 3;

export default function ColumnPinningOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [side, setSide] = useState<Side>("start");
  const [limit, setLimit] = useState(true);
  const [selected, setSelected] = useState("department");
  const [message, setMessage] = useState("Name is pinned.");
  const limitRef = useRef(limit);
  limitRef.current = limit;

  const pinning = useMemo<IgrPinningConfig>(() => ({ columns: side === "start" ? ColumnPinningPosition.Start : ColumnPinningPosition.End }), [side]);

  // Built once, so renders of this page do not set the columns' pinned state back.
  const columns = useMemo(
    () => fields.map((f) => <IgrColumn key={f.value} field={f.value} header={f.text} width="170px" pinned={f.value === "name"} dataType={f.value === "hireDate" ? "date" : "string"} />),
    [],
  );

  const pinned = () => gridRef.current?.pinnedColumns.map((c) => c.header).join(", ") || "none";

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
        <SwitchControl label={`At most ${MAX_PINNED} pinned columns`} checked={limit} onChange={setLimit} />
        <SelectControl label="Column" value={selected} options={fields} onChange={setSelected} width={160} />
        <IgrButton onClick={() => gridRef.current?.pinColumn(selected)}>Pin</IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.unpinColumn(selected)}>
          Unpin
        </IgrButton>
      </ControlBar>
      <Hint>
        The grid's <code>pinning</code> option puts pinned columns at the start or the end. Pinning goes through the grid API; the columnPin event
        can refuse it.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          pinning={pinning}
          height="100%"
          width="100%"
          style={mediumSize}
          onColumnPin={(e) => {
            const grid = gridRef.current;
            // isPinned is the state before the change: false means this is a request to pin.
            if (!e.detail.isPinned && limitRef.current && grid && grid.pinnedColumns.length >= MAX_PINNED) {
              e.detail.cancel = true;
              setMessage(`${e.detail.column.header} was not pinned: the limit is ${MAX_PINNED} columns.`);
            }
          }}
          onColumnPinned={() => setMessage(`Pinned: ${pinned()}.`)}
        >
          {columns}
        </IgrGrid>
      </div>
      <Hint>{message}</Hint>
    </div>
  );
}
