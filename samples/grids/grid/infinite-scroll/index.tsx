import { useEffect, useRef, useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { seededRandom } from "../../../_shared/random";

interface Transaction {
  id: number;
  date: Date;
  account: string;
  merchant: string;
  category: string;
  amount: number;
}

const TOTAL = 5000;
const merchants = ["Grocer & Co", "City Transit", "Northwind Cafe", "Cloud Storage Inc", "Book Nook", "Fuel Stop", "Pharmacy Plus", "Cinema 8"];
const categories = ["Groceries", "Transport", "Dining", "Subscriptions", "Books", "Fuel", "Health", "Entertainment"];

/** Rows [start, start + count): each row is made from its own seed, so a chunk is the same whenever it loads. */
function makeChunk(start: number, count: number): Transaction[] {
  const rows: Transaction[] = [];
  for (let id = start + 1; id <= Math.min(start + count, TOTAL); id++) {
    const random = seededRandom(id * 7919);
    const shop = Math.floor(random() * merchants.length);
    rows.push({
      id,
      date: new Date(2025, 5, 30, 18, 0, 0, 0 - id * 47 * 60_000),
      account: `ACC-${1000 + Math.floor(random() * 40)}`,
      merchant: merchants[shop] ?? "Shop",
      category: categories[shop] ?? "Other",
      amount: Math.round((2 + random() * 240) * 100) / 100,
    });
  }
  return rows;
}

const chunkSizes = ["50", "100", "200"] as const;
type ChunkSize = (typeof chunkSizes)[number];
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const dateTime = { format: "MMM d, y HH:mm" };

export default function InfiniteScrollSample() {
  const [chunk, setChunk] = useState<ChunkSize>("100");
  const [rows, setRows] = useState<Transaction[]>(() => makeChunk(0, 100));
  const [loading, setLoading] = useState(false);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(pending.current), []);

  /** Asks for the next chunk, with a delay like a slow server's. */
  function loadMore() {
    if (pending.current !== undefined || rows.length >= TOTAL) return;
    setLoading(true);
    pending.current = setTimeout(() => {
      pending.current = undefined;
      setRows((current) => [...current, ...makeChunk(current.length, Number(chunk))]);
      setLoading(false);
    }, 700);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<ChunkSize> label="Rows per request" value={chunk} options={chunkSizes} onChange={setChunk} width={160} />
      </ControlBar>
      <Hint>
        {rows.length} of {TOTAL} transactions loaded. Scroll down: when the grid's virtual view nears the last loaded row, the next chunk is requested.
      </Hint>
      <div style={{ height: 4 }}>{loading && <IgrLinearProgress indeterminate hideLabel />}</div>
      <div style={gridArea}>
        <IgrGrid
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          // dataPreLoad reports which rows the virtual scroll is about to render.
          onDataPreLoad={(e) => {
            const { startIndex = 0, chunkSize = 0 } = e.detail;
            if (startIndex + chunkSize >= rows.length - 5) loadMore();
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="id" header="#" width="90px" />
          <IgrColumn field="date" header="When" dataType="dateTime" pipeArgs={dateTime} minWidth="170px" />
          <IgrColumn field="account" header="Account" />
          <IgrColumn field="merchant" header="Merchant" minWidth="170px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="amount" header="Amount" dataType="currency" pipeArgs={usd} />
        </IgrGrid>
      </div>
    </div>
  );
}
