import { useEffect, useMemo, useRef, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrCellTemplateContext, type IgrGroupingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";
import { quotes, type Quote } from "../_shared/stocks";
import "./finjs.css";

/** A quote plus the direction of its last change: 1 up, -1 down, 0 unchanged on the last tick. */
interface LiveQuote extends Quote {
  trend: number;
}

const intervals = ["100", "250", "500", "1000", "3000"] as const;
type Interval = (typeof intervals)[number];
const intervalOptions = intervals.map((v) => ({ value: v, text: `${v} ms` }));
const shares = ["0.05", "0.25", "1"] as const;
type Share = (typeof shares)[number];
const shareOptions: { value: Share; text: string }[] = [
  { value: "0.05", text: "5% of the rows" },
  { value: "0.25", text: "25% of the rows" },
  { value: "1", text: "Every row" },
];

/** Moves a random share of the prices by up to ±1.5%. */
function tick(rows: LiveQuote[], share: number, random: () => number): LiveQuote[] {
  return rows.map((row) => {
    if (random() >= share) return row.trend === 0 ? row : { ...row, trend: 0 };
    const price = Math.max(0.5, Math.round(row.price * (1 + (random() - 0.5) * 0.03) * 100) / 100);
    const change = Math.round((price - row.open) * 100) / 100;
    return {
      ...row,
      price,
      change,
      changePercent: change / row.open,
      high: Math.max(row.high, price),
      low: Math.min(row.low, price),
      volume: row.volume + Math.floor(random() * 50_000),
      trend: Math.sign(price - row.price),
    };
  });
}

const money = { currencyCode: "USD", digitsInfo: "1.2-2" };
// digitsInfo "1.2-2": at least one integer digit, exactly two decimals.
const twoDecimals = { digitsInfo: "1.2-2" };
// cellClasses: class name → condition, evaluated for each cell on every change.
const priceClasses = {
  "finjs-up": (row: LiveQuote) => row.trend > 0,
  "finjs-down": (row: LiveQuote) => row.trend < 0,
};
const changeClasses = {
  "finjs-positive": (row: LiveQuote) => row.change > 0,
  "finjs-negative": (row: LiveQuote) => row.change < 0,
};

const priceCell = (ctx: IgrCellTemplateContext) => {
  const row = ctx.cell.row.data as LiveQuote;
  const arrow = row.trend > 0 ? "arrow_drop_up" : row.trend < 0 ? "arrow_drop_down" : "";
  return (
    <span className="finjs-price">
      <span className="material-icons">{arrow}</span>${row.price.toFixed(2)}
    </span>
  );
};

export default function FinJsSample() {
  const [rows, setRows] = useState<LiveQuote[]>(() => quotes.map((q) => ({ ...q, trend: 0 })));
  const [live, setLive] = useState(true);
  const [interval, setIntervalMs] = useState<Interval>("500");
  const [share, setShare] = useState<Share>("0.25");
  const [grouped, setGrouped] = useState(false);
  const [ticks, setTicks] = useState(0);
  const random = useRef(seededRandom(99));

  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      setRows((prev) => tick(prev, Number(share), random.current));
      setTicks((n) => n + 1);
    }, Number(interval));
    return () => clearInterval(timer);
  }, [live, interval, share]);

  // One array for as long as the switch stays, so the timer's re-renders do not regroup the grid.
  const grouping = useMemo<IgrGroupingExpression[]>(() => (grouped ? [{ fieldName: "sector", dir: SortingDirection.Asc, ignoreCase: true }] : []), [grouped]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Live updates" checked={live} onChange={setLive} />
        <SelectControl<Interval> label="Update every" value={interval} options={intervalOptions} onChange={setIntervalMs} width={150} />
        <SelectControl<Share> label="Prices changed per update" value={share} options={shareOptions} onChange={setShare} width={220} />
        <SwitchControl label="Group by sector" checked={grouped} onChange={setGrouped} />
      </ControlBar>
      <Hint>
        {rows.length} quotes, {ticks} updates so far. Sorting, filtering and grouping stay in place while the prices move.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          groupingExpressions={grouping}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="symbol" header="Symbol" pinned sortable width="110px" />
          <IgrColumn field="company" header="Company" sortable minWidth="190px" />
          <IgrColumn field="sector" header="Sector" sortable groupable />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={money} sortable cellClasses={priceClasses} bodyTemplate={priceCell} />
          <IgrColumn field="change" header="Change" dataType="number" pipeArgs={twoDecimals} sortable cellClasses={changeClasses} />
          <IgrColumn field="changePercent" header="Change %" dataType="percent" pipeArgs={twoDecimals} sortable cellClasses={changeClasses} />
          <IgrColumn field="high" header="High" dataType="currency" pipeArgs={money} />
          <IgrColumn field="low" header="Low" dataType="currency" pipeArgs={money} />
          <IgrColumn field="volume" header="Volume" dataType="number" sortable />
          <IgrColumn field="rating" header="Rating" sortable groupable />
        </IgrGrid>
      </div>
    </div>
  );
}
