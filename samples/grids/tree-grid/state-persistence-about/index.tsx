import { useEffect, useRef, useState } from "react";
import { IgrButton, IgrCheckbox, IgrTextarea } from "igniteui-react";
import { IgrColumn, IgrGridState, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const features = [
  { key: "expansion", text: "Expanded rows" },
  { key: "sorting", text: "Sorting" },
  { key: "filtering", text: "Filtering" },
  { key: "columns", text: "Columns" },
  { key: "rowSelection", text: "Row selection" },
] as const;
type Feature = (typeof features)[number]["key"];
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridStatePersistenceAboutSample() {
  const stateRef = useRef<IgrGridState>(null);
  const [gridKey, setGridKey] = useState(0);
  const [chosen, setChosen] = useState<Feature[]>(["expansion", "sorting", "filtering"]);
  const [json, setJson] = useState("");
  const [status, setStatus] = useState("Change the grid, then read its state.");

  function read() {
    const text = stateRef.current?.getStateAsString([...chosen]);
    if (!text) return;
    setJson(JSON.stringify(JSON.parse(text), null, 1));
    setStatus(`Read ${chosen.length} feature${chosen.length === 1 ? "" : "s"}: ${text.length} characters of JSON.`);
  }

  // Read the starting state once the grid is ready, so the JSON is in view.
  useEffect(() => {
    const timer = setTimeout(read, 600);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function apply() {
    try {
      JSON.parse(json);
    } catch {
      setStatus("That is not valid JSON.");
      return;
    }
    stateRef.current?.applyStateFromString(json, [...chosen]);
    setStatus("Applied the JSON to the grid.");
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        {features.map((f) => (
          <IgrCheckbox key={f.key} checked={chosen.includes(f.key)} onChange={(e) => setChosen((c) => (e.detail.checked ? [...c, f.key] : c.filter((k) => k !== f.key)))}>
            {f.text}
          </IgrCheckbox>
        ))}
      </ControlBar>
      <ControlBar>
        <IgrButton onClick={read}>Read state</IgrButton>
        <IgrButton variant="outlined" onClick={() => (setGridKey((k) => k + 1), setStatus("A fresh grid: apply the JSON to bring the state back."))}>
          Reset the grid
        </IgrButton>
        <IgrButton variant="outlined" disabled={!json} onClick={apply}>
          Apply state
        </IgrButton>
        <span style={{ fontSize: 14 }}>{status}</span>
      </ControlBar>
      <Hint>
        IgrGridState reads the chosen features of the tree grid as JSON — including which rows are expanded — and applies JSON back. Collapse some
        managers, sort or filter, read, reset, then apply. You can edit the JSON before applying it.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrTreeGrid
            key={gridKey}
            data={employees}
            primaryKey="id"
            foreignKey="parentId"
            autoGenerate={false}
            allowFiltering
            filterMode="excelStyleFilter"
            rowSelection="multiple"
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrGridState ref={stateRef} />
            <IgrColumn field="name" header="Name" minWidth="200px" sortable />
            <IgrColumn field="title" header="Title" sortable />
            <IgrColumn field="department" header="Department" sortable />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable />
          </IgrTreeGrid>
        </div>
        <IgrTextarea label="State (JSON)" value={json} rows={16} onInput={(e) => setJson(e.detail)} style={{ flex: 2, minWidth: 240, fontFamily: "monospace", fontSize: 12 }} />
      </div>
    </div>
  );
}
