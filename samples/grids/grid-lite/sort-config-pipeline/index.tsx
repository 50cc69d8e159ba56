import { useMemo, useState } from "react";
import { IgrLinearProgress } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn, type DataPipelineConfiguration, type SortingExpression } from "igniteui-react/grid-lite";
import { Hint, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, type Product } from "../_shared/products";
import { sortingModes } from "../_shared/sorting";

/** A pretend server sort: it waits like a network call, then returns the rows in the requested order. */
async function serverSort(rows: Product[], expressions: SortingExpression<Product>[]): Promise<Product[]> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  const active = expressions.filter((x) => x.direction !== "none");
  return [...rows].sort((a, b) => {
    for (const x of active) {
      const av = a[x.key as keyof Product];
      const bv = b[x.key as keyof Product];
      const c = typeof av === "number" && typeof bv === "number" ? av - bv : String(av).localeCompare(String(bv));
      if (c !== 0) return x.direction === "ascending" ? c : -c;
    }
    return 0;
  });
}

export default function SortConfigPipelineSample() {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("Click a header: the sort is done by the pipeline hook, not by the grid.");

  // The sort hook takes over sorting: the grid shows whatever rows it resolves to.
  const pipeline = useMemo<DataPipelineConfiguration<Product>>(
    () => ({
      sort: async ({ data, grid }) => {
        setBusy(true);
        const start = performance.now();
        const rows = await serverSort(data, grid.sortingExpressions);
        setBusy(false);
        const order = grid.sortingExpressions.map((x) => `${String(x.key)} ${x.direction}`).join(", ") || "original order";
        setStatus(`Server returned ${rows.length} rows sorted by ${order} in ${Math.round(performance.now() - start)} ms.`);
        return rows;
      },
    }),
    [],
  );

  return (
    <div style={gridPage}>
      <Hint>{status}</Hint>
      {busy ? <IgrLinearProgress indeterminate style={{ width: "100%", flex: "none" }} /> : <div style={{ height: 4 }} />}
      <div style={gridArea}>
        <IgrGridLite data={products} dataPipelineConfiguration={pipeline} sortingOptions={sortingModes.multiple} style={gridLiteStyle}>
          <IgrGridLiteColumn field="name" header="Product" sortable />
          <IgrGridLiteColumn field="category" header="Category" sortable />
          <IgrGridLiteColumn field="brand" header="Brand" sortable />
          <IgrGridLiteColumn field="price" header="Price" dataType="number" sortable />
          <IgrGridLiteColumn field="stock" header="Stock" dataType="number" sortable />
        </IgrGridLite>
      </div>
    </div>
  );
}
