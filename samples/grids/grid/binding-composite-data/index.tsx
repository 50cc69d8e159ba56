import { useRef, useState } from "react";
import { IgrAvatar, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";
import "./binding-composite-data.css";

/** Values typed into a composite editor for fields other than the column's own, by row key. */
type Pending = Map<number, Partial<Employee>>;

const initials = (e: Employee) => e.firstName[0]! + e.lastName[0]!;

function EmployeeCell({ cell }: IgrCellTemplateContext) {
  const e = cell.row.data as Employee;
  return (
    <div className="binding-composite-data-person">
      <IgrAvatar initials={initials(e)} shape="circle" />
      <div>
        <div className="binding-composite-data-strong">{e.name}</div>
        <div className="binding-composite-data-muted">{e.title}</div>
      </div>
    </div>
  );
}

function ContactCell({ cell }: IgrCellTemplateContext) {
  const e = cell.row.data as Employee;
  return (
    <div>
      <div>{e.email}</div>
      <div className="binding-composite-data-muted">{e.phone}</div>
    </div>
  );
}

function LocationCell({ cell }: IgrCellTemplateContext) {
  const e = cell.row.data as Employee;
  return (
    <div>
      <div className="binding-composite-data-strong">{e.city}</div>
      <div className="binding-composite-data-muted">{e.country}</div>
    </div>
  );
}

/** An editor for two fields shown in one column: the column's own field and a second one kept aside. */
function pairEditor(pending: Pending, other: keyof Employee, labels: [string, string]) {
  return ({ cell }: IgrCellTemplateContext) => {
    const key = cell.row.key as number;
    const row = cell.row.data as Employee;
    return (
      <div className="binding-composite-data-editor">
        <IgrInput placeholder={labels[0]} aria-label={labels[0]} value={String(cell.editValue ?? "")} onInput={(e) => (cell.editValue = e.detail)} />
        <IgrInput
          placeholder={labels[1]}
          aria-label={labels[1]}
          value={String(pending.get(key)?.[other] ?? row[other])}
          onInput={(e) => pending.set(key, { ...pending.get(key), [other]: e.detail })}
        />
      </div>
    );
  };
}

export default function BindingCompositeDataSample() {
  const [data] = useState(() => employees.slice(0, 40).map((e) => ({ ...e })));
  const gridRef = useRef<IgrGrid>(null);
  const pending = useRef<Pending>(new Map()).current;
  const [nameEditor] = useState(() => pairEditor(pending, "title", ["Name", "Title"]));
  const [cityEditor] = useState(() => pairEditor(pending, "country", ["City", "Country"]));

  return (
    <div style={gridPage}>
      <Hint>
        Each column shows several fields of the record. Double-click a row to edit it: the Employee and Location editors change both of
        their fields, committed together when the row is saved.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          rowEditable
          rowHeight={64}
          height="100%"
          width="100%"
          // The row commits only the columns' own fields; the second field of each editor is written after it.
          onRowEditDone={(e) => {
            const key = e.detail.rowKey as number;
            const extra = pending.get(key);
            pending.delete(key);
            // Wait until the row has left edit mode, or the update is folded into the closing edit.
            if (extra) setTimeout(() => gridRef.current?.updateRow(extra, key));
          }}
          onRowEditExit={(e) => pending.delete(e.detail.rowKey as number)}
        >
          <IgrColumn field="name" header="Employee" minWidth="240px" editable sortable bodyTemplate={EmployeeCell} inlineEditorTemplate={nameEditor} />
          <IgrColumn field="email" header="Contact" minWidth="240px" sortable bodyTemplate={ContactCell} />
          <IgrColumn field="city" header="Location" editable sortable bodyTemplate={LocationCell} inlineEditorTemplate={cityEditor} />
          <IgrColumn field="department" header="Department" editable sortable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
