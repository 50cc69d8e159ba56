import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees, type Employee } from "../_shared/employees";

export default function TreeGridUsingPrimaryForeignKeysSample() {
  const [data, setData] = useState<Employee[]>(copyEmployees);
  const [showKeys, setShowKeys] = useState(true);
  const [cascade, setCascade] = useState(true);
  const [, setVersion] = useState(0);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Show the id and parentId columns" checked={showKeys} onChange={setShowKeys} />
        <SwitchControl label="cascadeOnDelete" checked={cascade} onChange={setCascade} />
      </ControlBar>
      <Hint>
        The data is one flat list. primaryKey="id" names each row and foreignKey="parentId" points at its manager; the tree grid builds the
        hierarchy from those two fields. Delete a manager from the action strip: with cascadeOnDelete their whole team goes too, without it the
        team moves up to the top level. The flat list on the right shows what is left.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            data={data}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            cascadeOnDelete={cascade}
            expansionDepth={2}
            onRowDeleted={() => setVersion((v) => v + 1)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Name" minWidth="200px" />
            <IgrColumn field="id" header="id" dataType="number" width="80px" hidden={!showKeys} />
            <IgrColumn field="parentId" header="parentId" dataType="number" width="100px" hidden={!showKeys} />
            <IgrColumn field="title" header="Title" />
            <IgrActionStrip>
              <IgrGridEditingActions editRow={false} />
            </IgrActionStrip>
          </IgrTreeGrid>
        </div>
        <div style={{ flex: 1, minWidth: 200, overflow: "auto", border: "1px solid var(--ig-gray-300, #ccc)", borderRadius: 4, padding: 8, fontFamily: "monospace", fontSize: 12 }}>
          <div style={{ fontWeight: 700, marginBottom: 4 }}>
            data ({data.length} rows) <IgrButton variant="flat" style={{ marginLeft: 8 }} onClick={() => setData(copyEmployees())}>
              Reset
            </IgrButton>
          </div>
          {data.map((e) => (
            <div key={e.id}>
              {`{ id: ${e.id}, parentId: ${e.parentId ?? "null"} }`} <span style={{ opacity: 0.75 }}>{e.name}</span>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
