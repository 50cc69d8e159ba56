import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, gridPage, mediumSize } from "../../_shared/controls";
import { EditModeChoice, describeEdit, editPhases, type EditDetail, type EditMode, type EditPhase } from "../../_shared/edit-events";
import { makeCustomers } from "../_shared/customers";
import "./editing-lifecycle.css";

interface Step {
  n: number;
  level: string;
  event: string;
  detail: string;
  phase: EditPhase;
}

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);
const events = Object.keys(editPhases);
const handlerName = (event: string) => `on${event[0]?.toUpperCase()}${event.slice(1)}`;

export default function EditingLifecycleSample() {
  const [mode, setMode] = useState<EditMode>("row");
  const [data] = useState(makeCustomers);
  const [steps, setSteps] = useState<Step[]>([]);
  const counter = useRef(0);

  // The same eight handlers on the grid and on the row island, each recording its level.
  const handlers = (level: string) =>
    Object.fromEntries(
      events.map((event) => [
        handlerName(event),
        (e: CustomEvent<EditDetail>) =>
          setSteps((s) => [...s, { n: ++counter.current, level, event, detail: describeEdit(event, e.detail), phase: editPhases[event] ?? "change" }].slice(-60)),
      ]),
    );

  return (
    <div style={gridPage}>
      <ControlBar>
        <EditModeChoice
          value={mode}
          onChange={(m) => {
            setMode(m);
            setSteps([]);
          }}
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
