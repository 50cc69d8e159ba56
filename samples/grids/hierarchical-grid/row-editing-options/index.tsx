import { useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrActionStrip,
  IgrColumn,
  IgrGridEditingActions,
  IgrHierarchicalGrid,
  IgrRowIsland,
  type IgrGridRowEditActionsTemplateContext,
  type IgrGridRowEditTextTemplateContext,
} from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { makeCustomers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([["ALFKI", true]]);

// The text in the editing banner; the context holds the number of changed cells.
const editText = (ctx: IgrGridRowEditTextTemplateContext) => (
  <span>{ctx.implicit === 0 ? "No changes yet" : `${ctx.implicit} unsaved ${ctx.implicit === 1 ? "change" : "changes"}`}</span>
);

// The banner's buttons; the context is a function that ends editing, saving or not.
const editActions = (ctx: IgrGridRowEditActionsTemplateContext) => {
  const end = ctx.implicit as (commit: boolean) => void;
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <IgrButton variant="flat" onClick={() => end(false)}>
        Discard
      </IgrButton>
      <IgrButton onClick={() => end(true)}>Save</IgrButton>
    </div>
  );
};

export default function RowEditingOptionsSample() {
  const [data] = useState(makeCustomers);
  const [rootRows, setRootRows] = useState(true);
  const [orderRows, setOrderRows] = useState(true);
  const [custom, setCustom] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Edit customers by row" checked={rootRows} onChange={setRootRows} />
        <SwitchControl label="Edit orders by row" checked={orderRows} onChange={setOrderRows} />
        <SwitchControl label="Custom banner text and buttons" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        Double-click a cell or use the action strip's edit button. In row mode every cell of the row is edited together and the banner below it
        saves or discards them; each level has its own mode and banner templates.
      </Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrHierarchicalGrid
            key={`${rootRows}-${orderRows}-${custom}`}
            data={data}
            primaryKey="customerId"
            autoGenerate={false}
            rowEditable={rootRows}
            {...templatesWhen(custom, { rowEditTextTemplate: editText, rowEditActionsTemplate: editActions })}
            onRowEditDone={(e) => note(`customer ${String(e.detail.rowKey)} saved`)}
            onRowEditExit={(e) => note(`customer ${String(e.detail.rowKey)} edit ended`)}
            expansionStates={expanded}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="company" header="Company" minWidth="190px" editable />
            <IgrColumn field="contact" header="Contact" editable />
            <IgrColumn field="creditLimit" header="Credit limit" dataType="currency" pipeArgs={usd} editable />
            <IgrActionStrip>
              <IgrGridEditingActions />
            </IgrActionStrip>
            <IgrRowIsland
              childDataKey="orders"
              primaryKey="orderId"
              autoGenerate={false}
              rowEditable={orderRows}
              {...templatesWhen(custom, { rowEditTextTemplate: editText, rowEditActionsTemplate: editActions })}
              onRowEditDone={(e) => note(`order ${String(e.detail.rowKey)} saved`)}
            >
              <IgrColumn field="orderId" header="Order" formatter={String} />
              <IgrColumn field="requiredDate" header="Required" dataType="date" editable />
              <IgrColumn field="shipVia" header="Ship via" editable />
              <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} editable />
              <IgrActionStrip>
                <IgrGridEditingActions />
              </IgrActionStrip>
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <EventLog title="Row edits" entries={log} style={{ width: 240 }} />
      </div>
    </div>
  );
}
