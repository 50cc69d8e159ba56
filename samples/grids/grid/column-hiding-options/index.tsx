import { useRef, useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SelectControl, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

interface ColumnInfo {
  field: string;
  header: string;
  /** Columns that must stay: disableHiding greys them out in the toolbar's list and the checkbox here. */
  locked?: boolean;
  dataType?: "date" | "currency" | "boolean";
}

const columns: ColumnInfo[] = [
  { field: "name", header: "Name", locked: true },
  { field: "title", header: "Title" },
  { field: "department", header: "Department" },
  { field: "email", header: "Email" },
  { field: "phone", header: "Phone" },
  { field: "city", header: "City" },
  { field: "country", header: "Country" },
  { field: "hireDate", header: "Hired", dataType: "date" },
  { field: "salary", header: "Salary", dataType: "currency" },
  { field: "remote", header: "Remote", dataType: "boolean" },
];

type ListHeight = "auto" | "160px" | "320px";

export default function ColumnHidingOptionsSample() {
  // Hidden state is owned here and passed to each column; the grid's visibility event writes the toolbar's changes back.
  const [hidden, setHidden] = useState<Record<string, boolean>>({ phone: true, email: true, remote: true });
  const [listHeight, setListHeight] = useState<ListHeight>("160px");
  const [keepSalary, setKeepSalary] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const keep = useRef(keepSalary);
  keep.current = keepSalary;
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 40));

  const setColumn = (field: string, hide: boolean) => setHidden((h) => ({ ...h, [field]: hide }));
  const setAll = (hide: boolean) => setHidden(Object.fromEntries(columns.filter((c) => !c.locked).map((c) => [c.field, hide])));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<ListHeight>
          label="Toolbar list height"
          value={listHeight}
          options={[
            { value: "auto", text: "Fit every column" },
            { value: "160px", text: "160 px, scrolls" },
            { value: "320px", text: "320 px" },
          ]}
          onChange={setListHeight}
          width={190}
        />
        <SwitchControl label="Cancel hiding Salary" checked={keepSalary} onChange={setKeepSalary} />
        <IgrButton variant="outlined" onClick={() => setAll(false)}>
          Show all
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => setAll(true)}>
          Hide all
        </IgrButton>
      </ControlBar>
      <Hint>
        Two ways to hide columns: the toolbar's Hiding menu (with its own title, search prompt and list height) and the checkboxes on the left,
        bound to each column's hidden property. Name has disableHiding. Hiding Salary from the menu is cancelled in columnVisibilityChanging while
        the switch is on. {columns.filter((c) => hidden[c.field]).length} of {columns.length} columns hidden.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ width: 170, display: "flex", flexDirection: "column", gap: 4 }}>
          <strong>Columns</strong>
          {columns.map((c) => (
            <IgrCheckbox key={c.field} checked={!hidden[c.field]} disabled={c.locked} onChange={(e) => setColumn(c.field, !e.detail.checked)}>
              {c.header}
            </IgrCheckbox>
          ))}
        </div>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrGrid
            data={employees}
            primaryKey="id"
            autoGenerate={false}
            height="100%"
            width="100%"
            style={mediumSize}
            onColumnVisibilityChanging={(e) => {
              const { column, newValue } = e.detail;
              if (keep.current && newValue && column.field === "salary") {
                e.detail.cancel = true;
                note(`changing: hide ${column.field} → cancelled`);
              } else note(`changing: ${newValue ? "hide" : "show"} ${column.field}`);
            }}
            onColumnVisibilityChanged={(e) => {
              const { column, newValue } = e.detail;
              setColumn(column.field, newValue);
              note(`changed:  ${column.field} ${newValue ? "hidden" : "shown"}`);
            }}
          >
            <IgrGridToolbar>
              <IgrGridToolbarTitle>Employees</IgrGridToolbarTitle>
              <IgrGridToolbarActions>
                <IgrGridToolbarHiding title="Visible columns" prompt="Find a column" columnListHeight={listHeight === "auto" ? undefined : listHeight} />
              </IgrGridToolbarActions>
            </IgrGridToolbar>
            {columns.map((c) => (
              <IgrColumn key={c.field} field={c.field} header={c.header} dataType={c.dataType ?? "string"} hidden={!!hidden[c.field]} disableHiding={c.locked} />
            ))}
          </IgrGrid>
        </div>
        <EventLog title="Visibility events" entries={log} style={{ width: 260 }} />
      </div>
    </div>
  );
}
