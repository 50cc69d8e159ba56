import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import "./row-editing-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RowEditingStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [styled, setStyled] = useState(true);
  const started = useRef(false);
  const [data] = useState(() => products.slice(0, 40).map((p) => ({ ...p })));

  // Puts the second row in edit mode the way a user does: a double-click on its first cell.
  function editSecondRow() {
    const cell = gridRef.current?.querySelector('igx-grid-row[data-rowindex="1"] igx-grid-cell');
    cell?.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom editing colors" checked={styled} onChange={setStyled} />
        <IgrButton variant="outlined" onClick={editSecondRow}>
          Edit the second row
        </IgrButton>
      </ControlBar>
      <Hint>Double-click a cell: the row in edit mode, the cell being edited, edited values and the Done/Cancel banner take the custom colors.</Hint>
      <div style={gridArea} className={styled ? "row-editing-style-theme" : undefined}>
        <IgrGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          rowEditable
          // Once the first rows are drawn, open one row for editing so the styles show.
          onDataChanged={() => {
            if (started.current) return;
            started.current = true;
            requestAnimationFrame(editSecondRow);
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" editable minWidth="200px" />
          <IgrColumn field="category" header="Category" editable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable />
        </IgrGrid>
      </div>
    </div>
  );
}
