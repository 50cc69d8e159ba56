import { IgrColumn, IgrTreeGrid, type IgrHeadSelectorTemplateContext, type IgrRowSelectorTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import "../../_shared/excel-selection.css";
import "./row-selection-template-excel.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

// Row headers like a spreadsheet's: the row number, shaded when its row is selected.
const rowHeader = (ctx: IgrRowSelectorTemplateContext) => {
  const row = ctx.implicit;
  return <div className={`grids-excel-selection-number${row.selected ? " grids-excel-selection-selected" : ""}`}>{row.index + 1}</div>;
};

// The corner cell: a triangle, dark green once every row is selected. A click on it selects or clears all rows.
const corner = (ctx: IgrHeadSelectorTemplateContext) => {
  const { selectedCount, totalCount } = ctx.implicit;
  const all = selectedCount > 0 && selectedCount === totalCount;
  return (
    <div className="grids-excel-selection-corner" title={all ? "Clear the selection" : "Select all rows"}>
      <span className={`grids-excel-selection-triangle${all ? " grids-excel-selection-selected" : ""}`} />
    </div>
  );
};

export default function TreeGridRowSelectionTemplateExcelSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Click row numbers to select or deselect rows, Shift+click for a block; the corner triangle selects everything, as in a spreadsheet. Numbers
        follow the visible rows, so they change as orders expand.
      </Hint>
      <div style={gridArea} className="row-selection-template-excel-theme">
        <IgrTreeGrid
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          rowSelection="multiple"
          selectRowOnClick={false}
          rowSelectorTemplate={rowHeader}
          headSelectorTemplate={corner}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="quantity" header="Qty" dataType="number" />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
