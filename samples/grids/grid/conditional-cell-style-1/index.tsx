import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { quotes, type Quote } from "../_shared/stocks";
import "./conditional-cell-style-1.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.2-2" };
type Threshold = "0.02" | "0.04" | "0.06";

// cellClasses maps a class name to a test; a cell gets every class whose test passes.
const changeClasses = {
  "conditional-cell-style-1-up": (row: Quote) => row.change > 0,
  "conditional-cell-style-1-down": (row: Quote) => row.change < 0,
};
const ratingClasses = {
  "conditional-cell-style-1-buy": (row: Quote) => row.rating === "Strong Buy" || row.rating === "Buy",
  "conditional-cell-style-1-sell": (row: Quote) => row.rating === "Sell",
};

export default function ConditionalCellStyle1Sample() {
  const [threshold, setThreshold] = useState<Threshold>("0.04");
  // The column applies every new object it is given: a new one only when the threshold changes.
  const percentClasses = useMemo(
    () => ({ ...changeClasses, "conditional-cell-style-1-big": (row: Quote) => Math.abs(row.changePercent) >= Number(threshold) }),
    [threshold],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Flag moves of at least"
          value={threshold}
          onChange={setThreshold}
          options={[
            { value: "0.02", text: "2 %" },
            { value: "0.04", text: "4 %" },
            { value: "0.06", text: "6 %" },
          ]}
        />
      </ControlBar>
      <Hint>Classes come from rules on each row: green or red for the direction of the change, a bold frame for big moves, and a tint for the rating.</Hint>
      <div style={gridArea}>
        <IgrGrid data={quotes} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="symbol" header="Symbol" width="110px" />
          <IgrColumn field="company" header="Company" />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="change" header="Change" dataType="number" cellClasses={changeClasses} />
          <IgrColumn field="changePercent" header="Change %" dataType="percent" pipeArgs={percent} cellClasses={percentClasses} />
          <IgrColumn field="volume" header="Volume" dataType="number" />
          <IgrColumn field="rating" header="Rating" cellClasses={ratingClasses} />
        </IgrGrid>
      </div>
    </div>
  );
}
