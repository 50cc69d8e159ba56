import { useState } from "react";
import { ColumnPinningPosition, IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { quotes } from "../_shared/stocks";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.2-2" };

// The component applies every new array or object it is given: one per module, not one per render.
const pipeArgs = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ColumnPinningBothSidesSample() {
  const [rows] = useState(quotes);
  return (
    <div style={gridPage}>
      <Hint>
        Symbol and Company are pinned to the start, Price and Change % to the end; the columns between them scroll. Each column picks its side
        with <code>pinningPosition</code>.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={rows} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Quotes</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarPinning />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="symbol" header="Symbol" width="110px" pinned pinningPosition={ColumnPinningPosition.Start} />
          <IgrColumn field="company" header="Company" width="200px" pinned pinningPosition={ColumnPinningPosition.Start} />
          <IgrColumn field="sector" header="Sector" width="150px" />
          <IgrColumn field="open" header="Open" dataType="currency" pipeArgs={usd} width="130px" />
          <IgrColumn field="high" header="High" dataType="currency" pipeArgs={usd} width="130px" />
          <IgrColumn field="low" header="Low" dataType="currency" pipeArgs={usd} width="130px" />
          <IgrColumn field="volume" header="Volume" dataType="number" width="150px" />
          <IgrColumn field="marketCap" header="Market cap" dataType="currency" pipeArgs={pipeArgs} width="200px" />
          <IgrColumn field="rating" header="Rating" width="130px" />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={usd} width="120px" pinned pinningPosition={ColumnPinningPosition.End} />
          <IgrColumn field="changePercent" header="Change %" dataType="percent" pipeArgs={percent} width="120px" pinned pinningPosition={ColumnPinningPosition.End} />
        </IgrGrid>
      </div>
    </div>
  );
}
