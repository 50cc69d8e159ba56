import { useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { Hint, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

interface ColumnInfo {
  field: string;
  header: string;
  /** Columns that must stay: their checkbox is disabled and the grid refuses to hide them. */
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

export default function ColumnHidingOptionsSample() {
  // Hidden state is owned here and passed to each column, so the checkboxes and the grid never disagree.
  const [hidden, setHidden] = useState<Record<string, boolean>>({ phone: true, email: true, remote: true });

  const setColumn = (field: string, hide: boolean) => setHidden((h) => ({ ...h, [field]: hide }));
  const setAll = (hide: boolean) => setHidden(Object.fromEntries(columns.filter((c) => !c.locked).map((c) => [c.field, hide])));

  return (
    <div style={gridPage}>
      <Hint>Tick the columns to show: each checkbox drives its column's hidden property. Name has disableHiding and always stays.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ width: 210, display: "flex", flexDirection: "column", gap: 4 }}>
          <strong>Columns</strong>
          {columns.map((c) => (
            <IgrCheckbox key={c.field} checked={!hidden[c.field]} disabled={c.locked} onChange={(e) => setColumn(c.field, !e.detail.checked)}>
              {c.header}
            </IgrCheckbox>
          ))}
          <div style={{ display: "flex", gap: 8, marginTop: 8 }}>
            <IgrButton variant="outlined" onClick={() => setAll(false)}>
              Show all
            </IgrButton>
            <IgrButton variant="outlined" onClick={() => setAll(true)}>
              Hide all
            </IgrButton>
          </div>
          <Hint>
            {columns.filter((c) => hidden[c.field]).length} of {columns.length} columns hidden
          </Hint>
        </div>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrGrid
            data={employees}
            primaryKey="id"
            autoGenerate={false}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            {columns.map((c) => (
              <IgrColumn key={c.field} field={c.field} header={c.header} dataType={c.dataType ?? "string"} hidden={!!hidden[c.field]} disableHiding={c.locked} />
            ))}
          </IgrGrid>
        </div>
      </div>
    </div>
  );
}
