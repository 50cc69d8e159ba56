import { useEffect, useMemo, useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import {
  BooleanOperands,
  IgrGridLite,
  IgrGridLiteColumn,
  NumberOperands,
  StringOperands,
  type DataPipelineConfiguration,
  type FilterExpression,
} from "igniteui-react/grid-lite";
import { fetchSiteJson } from "../../../_shared/site-data";
import { Hint, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle } from "../_shared/products";

interface Stock {
  sku: string;
  item: string;
  warehouse: string;
  quantity: number;
  unitCost: number;
  reorder: boolean;
}

/**
 * A pretend server: it loads the whole inventory file of this site and filters it with the
 * expressions the grid sends, the way a real endpoint would run the query on its side.
 */
async function queryServer(expressions: FilterExpression<Stock>[], latencyMs: number, signal?: AbortSignal): Promise<Stock[]> {
  const all = await fetchSiteJson<Stock[]>("grids/grid-lite/inventory.json", latencyMs, signal);
  const operands = { string: StringOperands, number: NumberOperands, boolean: BooleanOperands } as const;
  return all.filter((row) => {
    let andResult = true;
    let orResult: boolean | null = null;
    for (const x of expressions) {
      const value = row[x.key as keyof Stock];
      const kind = typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "string";
      const op = typeof x.condition === "string" ? (operands[kind] as Record<string, { logic: (a: unknown, b: unknown, c?: boolean) => boolean }>)[x.condition] : x.condition;
      const pass = op ? op.logic(value as never, x.searchTerm as never, x.caseSensitive) : true;
      if (x.criteria === "or") orResult = (orResult ?? false) || pass;
      else andResult = andResult && pass;
    }
    return andResult && (orResult ?? true);
  });
}

export default function FilteringConfigRemoteSample() {
  const [initial, setInitial] = useState<Stock[]>([]);
  const [busy, setBusy] = useState(true);
  const [status, setStatus] = useState("Loading the inventory…");

  useEffect(() => {
    const controller = new AbortController();
    queryServer([], 200, controller.signal)
      .then((rows) => {
        setInitial(rows);
        setBusy(false);
        setStatus(`${rows.length} items loaded from the server.`);
      })
      .catch((e: Error) => {
        if (controller.signal.aborted) return;
        setBusy(false);
        setStatus(`The inventory could not be loaded: ${e.message}`);
      });
    return () => controller.abort();
  }, []);

  // The filter hook replaces client-side filtering: the grid waits for the rows it returns.
  const pipeline = useMemo<DataPipelineConfiguration<Stock>>(
    () => ({
      filter: async ({ grid }) => {
        setBusy(true);
        const rows = await queryServer(grid.filterExpressions, 700);
        setBusy(false);
        setStatus(`The server returned ${rows.length} items for ${grid.filterExpressions.length} condition(s).`);
        return rows;
      },
    }),
    [],
  );

  return (
    <div style={gridPage}>
      <Hint>Filtering runs on the “server”: each change in the filter row sends the conditions to a request on this site and shows what comes back. {status}</Hint>
      {busy ? <IgrLinearProgress indeterminate style={{ width: "100%", flex: "none" }} /> : <div style={{ height: 4 }} />}
      <div style={gridArea}>
        <IgrGridLite data={initial} dataPipelineConfiguration={pipeline} style={gridLiteStyle}>
          <IgrGridLiteColumn field="sku" header="SKU" width="130px" filterable />
          <IgrGridLiteColumn field="item" header="Item" filterable />
          <IgrGridLiteColumn field="warehouse" header="Warehouse" filterable />
          <IgrGridLiteColumn field="quantity" header="Quantity" dataType="number" filterable />
          <IgrGridLiteColumn field="unitCost" header="Unit cost" dataType="number" filterable />
          <IgrGridLiteColumn field="reorder" header="Reorder" dataType="boolean" filterable />
        </IgrGridLite>
      </div>
    </div>
  );
}
