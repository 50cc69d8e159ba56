import { useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrActionStrip,
  IgrColumn,
  IgrGrid,
  IgrGridEditingActions,
  type IgrGridRowEditActionsTemplateContext,
  type IgrGridRowEditTextTemplateContext,
} from "igniteui-react-grids";
import { ChoiceControl, ControlBar, EventLog, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { employees } from "../_shared/employees";

type Mode = "row" | "cell";
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

// The text in the editing banner; the context holds the number of changed cells.
const editText = (ctx: IgrGridRowEditTextTemplateContext) => (
  <span>
    {ctx.implicit === 0 ? "Nothing changed yet" : `${ctx.implicit} unsaved ${ctx.implicit === 1 ? "change" : "changes"}`} — Enter saves, Esc cancels
  </span>
);

// The banner's buttons; the context is a function that ends editing, saving or not.
const editActions = (ctx: IgrGridRowEditActionsTemplateContext) => {
  const end = ctx.implicit as (commit: boolean) => void;
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <IgrButton variant="flat" onClick={() => end(false)}>
        Discard
      </IgrButton>
      <IgrButton onClick={() => end(true)}>Save row</IgrButton>
    </div>
  );
};

export default function RowEditingOptionsSample() {
  const [mode, setMode] = useState<Mode>("row");
  const [customText, setCustomText] = useState(true);
  const [customActions, setCustomActions] = useState(true);
  const [data] = useState(() => employees.slice(0, 40).map((e) => ({ ...e })));
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Edit"
          value={mode}
          options={[
            { value: "row", text: "Whole rows" },
            { value: "cell", text: "Single cells" },
          ]}
          onChange={setMode}
        />
        <SwitchControl label="Custom banner text" checked={customText} onChange={setCustomText} />
        <SwitchControl label="Custom banner buttons" checked={customActions} onChange={setCustomActions} />
      </ControlBar>
      <Hint>
        Double-click a cell (or use the action strip's edit button). In row mode every cell of the row becomes editable and the banner below it
        saves or cancels them together.
      </Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrGrid
            key={`${mode}-${customText}-${customActions}`}
            data={data}
            primaryKey="id"
            autoGenerate={false}
            rowEditable={mode === "row"}
            {...templatesWhen(customText, { rowEditTextTemplate: editText })}
            {...templatesWhen(customActions, { rowEditActionsTemplate: editActions })}
            onRowEditDone={(e) => note(`Row saved: ${(e.detail.newValue as { name: string }).name}`)}
            onCellEditDone={(e) => mode === "cell" && note(`Cell saved: ${e.detail.column?.field} = ${String(e.detail.newValue)}`)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="name" header="Name" editable minWidth="160px" />
            <IgrColumn field="title" header="Title" editable minWidth="170px" />
            <IgrColumn field="department" header="Department" editable />
            <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
            <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
            <IgrColumn field="remote" header="Remote" dataType="boolean" editable />
            <IgrActionStrip>
              <IgrGridEditingActions />
            </IgrActionStrip>
          </IgrGrid>
        </div>
        <EventLog title="Saved" entries={log} style={{ width: 240 }} />
      </div>
    </div>
  );
}
