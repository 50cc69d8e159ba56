import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { rowPinCell } from "../../_shared/row-pin-cell";
import { quotes } from "../_shared/stocks";

const money = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.2-2" };

export default function RowPinningExtraColumnSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [pinnedIds, setPinnedIds] = useState<number[]>([]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton variant="outlined" disabled={pinnedIds.length === 0} onClick={() => pinnedIds.forEach((id) => gridRef.current?.unpinRow(id))}>
          Unpin all
        </IgrButton>
      </ControlBar>
      <Hint>Click the pin in the first column to keep a stock at the top of the watchlist while you scroll. {pinnedIds.length} pinned.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          data={quotes}
          primaryKey="id"
          autoGenerate={false}
          onRowPinned={(e) =>
            setPinnedIds((ids) => (e.detail.isPinned ? [...ids, e.detail.rowKey as number] : ids.filter((id) => id !== e.detail.rowKey)))
          }
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {/* A column of its own holds the pin buttons (see _shared/row-pin-cell.tsx). */}
          <IgrColumn field="id" header=" " width="56px" bodyTemplate={rowPinCell} filterable={false} sortable={false} />
          <IgrColumn field="symbol" header="Symbol" width="120px" sortable />
          <IgrColumn field="company" header="Company" minWidth="190px" sortable />
          <IgrColumn field="sector" header="Sector" sortable />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={money} sortable />
          <IgrColumn field="changePercent" header="Change %" dataType="percent" pipeArgs={percent} sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
