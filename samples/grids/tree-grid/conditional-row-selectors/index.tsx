import { useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { conditionalHeadSelector, conditionalRowSelector } from "../../_shared/conditional-selectors";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

const byId = new Map(employees.map((e) => [e.id, e]));
const managers = new Set(employees.map((e) => e.parentId).filter((id): id is number => id !== null));

export default function TreeGridConditionalRowSelectorsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [allowManagers, setAllowManagers] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const rule = useRef(allowManagers);
  rule.current = allowManagers;

  /** Only people without reports can sign up for the course, unless managers are allowed too. */
  const selectable = (e: Employee | undefined) => !!e && (rule.current || !managers.has(e.id));
  const available = () => employees.filter(selectable).length;

  const [templates] = useState(() => ({
    row: conditionalRowSelector((key) => selectable(byId.get(key as number)), "Managers cannot be selected"),
    head: conditionalHeadSelector(available),
  }));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl
          label="Managers may sign up too"
          checked={allowManagers}
          onChange={(v) => {
            setAllowManagers(v);
            gridRef.current?.deselectAllRows();
            gridRef.current?.markForCheck();
          }}
        />
      </ControlBar>
      <Hint>
        Pick people for a training course. Rows with a team under them have a disabled selector, and the rowSelectionChanging handler also drops
        them from “select all” and from clicks on the row.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowSelection="multiple"
          rowSelectorTemplate={templates.row}
          headSelectorTemplate={templates.head}
          onRowSelectionChanging={(e) => {
            // Keep only the rows that may be selected; the grid then selects exactly that list.
            e.detail.newSelection = e.detail.newSelection.filter((key: number | Employee) => selectable(byId.get(typeof key === "number" ? key : key.id)));
          }}
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
