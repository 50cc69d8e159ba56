import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { quotes, type Quote } from "../_shared/stocks";

const money = { currencyCode: "USD", digitsInfo: "1.2-2" };
const percent = { digitsInfo: "1.2-2" };
const quote = (row: IgrRowType) => row.data as Quote;

export default function RowStylesSample() {
  const [heat, setHeat] = useState(true);
  const [ratings, setRatings] = useState(true);

  // rowStyles maps a CSS property to a value or to a function of the row that returns it.
  const rowStyles = useMemo(() => {
    const styles: Record<string, (row: IgrRowType) => string> = {};
    if (heat) {
      styles.background = (row) => {
        const change = quote(row).changePercent;
        const strength = Math.min(1, Math.abs(change) / 0.08);
        return change >= 0 ? `rgba(46, 160, 67, ${0.08 + strength * 0.35})` : `rgba(217, 45, 32, ${0.08 + strength * 0.3})`;
      };
    }
    if (ratings) {
      styles["border-left"] = (row) => {
        const colors: Record<Quote["rating"], string> = { "Strong Buy": "#1b7a2f", Buy: "#69b36f", Hold: "#c9a227", Sell: "#b42318" };
        return `6px solid ${colors[quote(row).rating]}`;
      };
      styles["font-weight"] = (row) => (quote(row).rating === "Strong Buy" ? "600" : "400");
    }
    return styles;
  }, [heat, ratings]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Shade by today's change" checked={heat} onChange={setHeat} />
        <SwitchControl label="Mark the analyst rating" checked={ratings} onChange={setRatings} />
      </ControlBar>
      <Hint>Each row's background strength follows its price change, and a colored edge shows the rating: inline styles computed per row.</Hint>
      <div style={gridArea}>
        <IgrGrid data={quotes} primaryKey="id" autoGenerate={false} rowStyles={rowStyles} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="symbol" header="Symbol" width="110px" sortable />
          <IgrColumn field="company" header="Company" minWidth="190px" sortable />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={money} sortable />
          <IgrColumn field="changePercent" header="Change %" dataType="percent" pipeArgs={percent} sortable />
          <IgrColumn field="rating" header="Rating" sortable />
          <IgrColumn field="sector" header="Sector" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
