import { useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees, type Employee } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const show = (v: unknown) => (v instanceof Date ? v.toLocaleDateString() : JSON.stringify(v));

export default function TreeGridEditingEventsSample() {
  const [data] = useState(copyEmployees);
  const [protectCeo, setProtectCeo] = useState(true);
  const [cascade, setCascade] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const rules = useRef(protectCeo);
  rules.current = protectCeo;

  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 80));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="rowDelete: protect the CEO" checked={protectCeo} onChange={setProtectCeo} />
        <SwitchControl label="cascadeOnDelete (delete the whole team)" checked={cascade} onChange={setCascade} />
      </ControlBar>
      <Hint>
        Edit cells, or hover a row for the action strip: add a row, add a child under it, or delete it. Every editing and row event is logged; the
        rowDelete handler cancels deleting the CEO.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            data={data}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            rowEditable
            cascadeOnDelete={cascade}
            expansionDepth={2}
            height="100%"
            width="100%"
            style={mediumSize}
            onCellEditEnter={(e) => write(`cellEditEnter  ${e.detail.column?.field} = ${show(e.detail.oldValue)}`)}
            onCellEdit={(e) => write(`cellEdit       ${e.detail.column?.field}: ${show(e.detail.oldValue)} → ${show(e.detail.newValue)}`)}
            onCellEditDone={(e) => write(`cellEditDone   ${e.detail.column?.field} = ${show(e.detail.newValue)}`)}
            onRowEditEnter={(e) => write(`rowEditEnter   row ${String(e.detail.rowKey)}`)}
            onRowEditDone={(e) => write(`rowEditDone    row ${String(e.detail.rowKey)}`)}
            onRowEditExit={(e) => write(`rowEditExit    row ${String(e.detail.rowKey)}`)}
            onRowAdd={(e) => write(`rowAdd         “${(e.detail.rowData as Employee).name ?? ""}” under ${show((e.detail.rowData as Employee).parentId)}`)}
            onRowAdded={(e) => write(`rowAdded       key ${String(e.detail.rowKey)}`)}
            onRowDelete={(e) => {
              const row = e.detail.rowData as Employee;
              if (rules.current && row.parentId === null) {
                e.detail.cancel = true;
                write(`rowDelete      “${row.name}” — cancelled: the CEO stays`);
                return;
              }
              write(`rowDelete      “${row.name}”`);
            }}
            onRowDeleted={(e) => write(`rowDeleted     “${(e.detail.data as Employee).name}”`)}
          >
            <IgrColumn field="name" header="Name" editable minWidth="190px" />
            <IgrColumn field="title" header="Title" editable />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
            <IgrActionStrip>
              <IgrGridEditingActions addRow addChild />
            </IgrActionStrip>
          </IgrTreeGrid>
        </div>
        <EventLog title="Events (newest first)" entries={log} style={{ flex: 2, minWidth: 280 }} />
      </div>
    </div>
  );
}
