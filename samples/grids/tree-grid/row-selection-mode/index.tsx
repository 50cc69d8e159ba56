import { useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Mode = "none" | "single" | "multiple" | "multipleCascade";
const byId = new Map(employees.map((e) => [e.id, e]));

export default function TreeGridRowSelectionModeSample() {
  const [mode, setMode] = useState<Mode>("multipleCascade");
  const [onClick, setOnClick] = useState(true);
  const [hideSelectors, setHideSelectors] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Row selection"
          value={mode}
          onChange={(m) => {
            setSelected([]);
            setMode(m);
          }}
          width={260}
          options={[
            { value: "multipleCascade", text: "Multiple, cascading" },
            { value: "multiple", text: "Multiple" },
            { value: "single", text: "Single" },
            { value: "none", text: "None" },
          ]}
        />
        <SwitchControl label="Select on row click" checked={onClick} onChange={setOnClick} />
        <SwitchControl label="Hide the checkboxes" checked={hideSelectors} onChange={setHideSelectors} />
      </ControlBar>
      <Hint>
        In cascading mode, ticking a manager ticks their whole team, and a manager whose team is partly ticked shows a dash. Multiple mode selects
        rows one by one; Shift+click selects a run of rows.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={mode}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowSelection={mode}
          selectRowOnClick={onClick}
          hideRowSelectors={hideSelectors}
          expansionDepth={2}
          onSelectedRowsChange={(e) => setSelected([...(e.detail as number[])])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
        </IgrTreeGrid>
      </div>
      <Hint>
        <b>{selected.length}</b> selected
        {selected.length > 0 && `: ${selected.slice(0, 8).map((id) => byId.get(id)?.name).join(", ")}${selected.length > 8 ? "…" : ""}`}
      </Hint>
    </div>
  );
}
