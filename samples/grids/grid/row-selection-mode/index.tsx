import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid, type GridSelectionMode } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Mode = Exclude<GridSelectionMode, "multipleCascade">;
const byId = new Map(employees.map((e) => [e.id, e]));

export default function RowSelectionModeSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<Mode>("multiple");
  const [hideSelectors, setHideSelectors] = useState(false);
  const [onClick, setOnClick] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Row selection"
          value={mode}
          options={[
            { value: "multiple", text: "Multiple" },
            { value: "single", text: "Single" },
            { value: "none", text: "None" },
          ]}
          onChange={(m) => {
            gridRef.current?.deselectAllRows();
            setMode(m);
          }}
        />
        <SwitchControl label="Hide row selectors" checked={hideSelectors} onChange={setHideSelectors} />
        <SwitchControl label="Select on row click" checked={onClick} onChange={setOnClick} />
        <IgrButton variant="outlined" disabled={mode !== "multiple"} onClick={() => gridRef.current?.selectAllRows()}>
          Select all
        </IgrButton>
        <IgrButton variant="flat" onClick={() => gridRef.current?.deselectAllRows()}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        {selected.length === 0
          ? "Tick a row's checkbox, click a row, or use Shift/Ctrl+click and Space."
          : `${selected.length} selected: ${selected
              .slice(0, 6)
              .map((id) => byId.get(id)?.name)
              .join(", ")}${selected.length > 6 ? ", …" : ""}`}
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          rowSelection={mode}
          hideRowSelectors={hideSelectors}
          selectRowOnClick={onClick}
          onSelectedRowsChange={(e) => setSelected([...(e.detail as number[])])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" />
          <IgrColumn field="title" header="Title" minWidth="190px" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="country" header="Country" />
        </IgrGrid>
      </div>
    </div>
  );
}
