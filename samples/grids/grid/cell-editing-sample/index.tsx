import { useState } from "react";
import { IgrSelect, IgrSelectItem } from "igniteui-react";
import { IgrColumn, IgrGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { productCategories, products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/** A select instead of the default text editor: categories come from a fixed list. */
const CategoryEditor = ({ cell }: IgrCellTemplateContext) => (
  <IgrSelect
    value={String(cell.editValue)}
    style={{ width: "100%" }}
    onChange={(e) => {
      if (e.detail?.value) cell.editValue = e.detail.value;
    }}
  >
    {productCategories.map((c) => (
      <IgrSelectItem key={c} value={c} selected={c === cell.editValue}>
        {c}
      </IgrSelectItem>
    ))}
  </IgrSelect>
);

export default function CellEditingSample() {
  const [data] = useState(() => products.slice(0, 60).map((p) => ({ ...p })));
  const [rowEditing, setRowEditing] = useState(false);
  const [last, setLast] = useState("Nothing edited yet.");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Row editing (commit the whole row at once)" checked={rowEditing} onChange={setRowEditing} />
      </ControlBar>
      <Hint>
        Double-click a cell, press Enter or F2, or just start typing. Enter or Tab commits, Esc cancels. Each data type gets its own editor:
        text, number, date picker, checkbox, and a select for the category.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={data}
          primaryKey="id"
          autoGenerate={false}
          rowEditable={rowEditing}
          height="100%"
          width="100%"
          style={mediumSize}
          onCellEditDone={(e) => {
            const { column, oldValue, newValue, rowKey } = e.detail;
            if (oldValue !== newValue) setLast(`Row ${rowKey}: ${column?.header} changed from “${String(oldValue)}” to “${String(newValue)}”.`);
          }}
        >
          <IgrColumn field="id" header="ID" width="90px" editable={false} formatter={(id: number) => String(id)} />
          <IgrColumn field="name" header="Product" dataType="string" editable />
          <IgrColumn field="category" header="Category" dataType="string" editable inlineEditorTemplate={CategoryEditor} />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" editable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" editable />
        </IgrGrid>
      </div>
      <Hint>Last edit: {last}</Hint>
    </div>
  );
}
