import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { makeCustomers } from "../_shared/customers";
import "./editing-lifecycle.css";

type Mode = "cell" | "row";
type Phase = "enter" | "change" | "done" | "exit";
interface Step {
  n: number;
  level: string;
  event: string;
  detail: string;
  phase: Phase;
}
interface Detail {
  column?: { field: string };
  rowKey?: unknown;
  newValue?: unknown;
  oldValue?: unknown;
}

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const phaseOf: Record<string, Phase> = {
  rowEditEnter: "enter",
  cellEditEnter: "enter",
  cellEdit: "change",
  rowEdit: "change",
  cellEditDone: "done",
  rowEditDone: "done",
  cellEditExit: "exit",
  rowEditExit: "exit",
};
const events = Object.keys(phaseOf);
const handlerName = (event: string) => `on${event[0]?.toUpperCase()}${event.slice(1)}`;

export default function EditingLifecycleSample() {
  const [mode, setMode] = useState<Mode>("row");
  const [data] = useState(makeCustomers);
  const [steps, setSteps] = useState<Step[]>([]);
  const counter = useRef(0);

  const describe = (event: string, d: Detail) =>
    event.startsWith("row")
      ? `row ${String(d.rowKey)}`
      : `${d.column?.field ?? ""}${d.newValue !== undefined && d.newValue !== d.oldValue ? ` → ${String(d.newValue)}` : ""}`;

  // The same eight handlers on the grid and on the row island, each recording its level.
  const handlers = (level: string) =>
    Object.fromEntries(
      events.map((event) => [
        handlerName(event),
        (e: CustomEvent<Detail>) =>
          setSteps((s) => [...s, { n: ++counter.current, level, event, detail: describe(event, e.detail), phase: phaseOf[event] ?? "change" }].slice(-60)),
      ]),
    );

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Edit by"
          value={mode}
          onChange={(m) => {
            setMode(m);
            setSteps([]);
          }}
          options={[
            { value: "cell", text: "Cell" },
            { value: "row", text: "Row" },
          ]}
        />
        <IgrButton variant="outlined" onClick={() => setSteps([])}>
          Clear the timeline
        </IgrButton>
      </ControlBar>
      <Hint>
        Edit a customer and then one of their orders, and finish with Enter, Esc, or Done/Cancel. The timeline lists the events in order with
        the level that raised them: in row mode the cell events sit inside one row edit, closed by rowEdit and rowEditDone, or rowEditExit when
        cancelled.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid
            key={mode}
            data={data}
            primaryKey="customerId"
            autoGenerate={false}
            rowEditable={mode === "row"}
            expansionStates={expanded}
            height="100%"
            width="100%"
            style={mediumSize}
            {...handlers("customer")}
          >
            <IgrColumn field="company" header="Company" editable minWidth="180px" />
            <IgrColumn field="contact" header="Contact" editable />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="number" editable />
            <IgrRowIsland childDataKey="orders" primaryKey="orderId" autoGenerate={false} rowEditable={mode === "row"} {...handlers("order")}>
              <IgrColumn field="orderId" header="Order" formatter={String} />
              <IgrColumn field="shipVia" header="Ship via" editable />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <div className="editing-lifecycle-panel">
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>Level</th>
                <th>Event</th>
                <th>Detail</th>
              </tr>
            </thead>
            <tbody>
              {steps.length === 0 && (
                <tr>
                  <td colSpan={4}>Start editing to see the events.</td>
                </tr>
              )}
              {steps.map((s) => (
                <tr key={s.n} className={`editing-lifecycle-${s.phase}`}>
                  <td>{s.n}</td>
                  <td className={s.level === "order" ? "editing-lifecycle-order" : undefined}>{s.level}</td>
                  <td>
                    <code>{s.event}</code>
                  </td>
                  <td>{s.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}
