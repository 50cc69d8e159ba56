import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrTreeGrid,
  type IgrGridRowEditActionsTemplateContext,
  type IgrGridRowEditTextTemplateContext,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { copyOrders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

const editText = (ctx: IgrGridRowEditTextTemplateContext) => (
  <span>{ctx.implicit === 0 ? "No changes yet" : `${ctx.implicit} unsaved ${ctx.implicit === 1 ? "change" : "changes"} to this line`}</span>
);

const editActions = (ctx: IgrGridRowEditActionsTemplateContext) => {
  const end = ctx.implicit as (commit: boolean) => void;
  return (
    <div style={{ display: "flex", gap: 8 }}>
      <IgrButton variant="flat" onClick={() => end(false)}>
        Discard
      </IgrButton>
      <IgrButton onClick={() => end(true)}>Save line</IgrButton>
    </div>
  );
};

export default function TreeGridRowEditingOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [data] = useState(copyOrders);
  const [rowEditing, setRowEditing] = useState(true);
  const [customText, setCustomText] = useState(true);
  const [customActions, setCustomActions] = useState(true);
  const [last, setLast] = useState("");

  // Open a line item for editing on arrival, so the banner is in view.
  useEffect(() => {
    const timer = setTimeout(() => {
      const cell = gridRef.current?.getCellByColumn(2, "quantity");
      if (cell) cell.editMode = true;
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Row editing" checked={rowEditing} onChange={setRowEditing} />
        <SwitchControl label="Custom banner text" checked={customText} onChange={setCustomText} />
        <SwitchControl label="Custom banner buttons" checked={customActions} onChange={setCustomActions} />
      </ControlBar>
      <Hint>
        Double-click an order or a line item: in row editing, every cell of that row opens and a banner below it saves or discards all the changes
        at once. Tab moves between the row's cells. {last && <b>{last}</b>}
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={`${customText}-${customActions}`}
          ref={gridRef}
          data={data}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          rowEditable={rowEditing}
          expansionDepth={1}
          {...templatesWhen(customText, { rowEditTextTemplate: editText })}
          {...templatesWhen(customActions, { rowEditActionsTemplate: editActions })}
          onRowEditDone={(e) => setLast(`Saved ${String(e.detail.rowKey)}.`)}
          onRowEditExit={(e) => setLast(`Left ${String(e.detail.rowKey)}.`)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" editable minWidth="220px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="quantity" header="Qty" dataType="number" editable />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" editable />
          <IgrColumn field="delivered" header="Delivered" dataType="boolean" editable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
