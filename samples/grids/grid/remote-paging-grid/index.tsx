import { useEffect, useState } from "react";
import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { fetchProductsPage, type RemoteProduct } from "../_shared/remote-products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RemotePagingGridSample() {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(15);
  const [rows, setRows] = useState<RemoteProduct[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState("");

  // Every page or page-size change asks the server for just that page.
  useEffect(() => {
    const request = new AbortController();
    setLoading(true);
    fetchProductsPage(page, perPage, 500, request.signal)
      .then((result) => {
        setRows(result.rows);
        setTotal(result.total);
        setError("");
      })
      .catch((e: unknown) => {
        if (!request.signal.aborted) setError(String(e));
      })
      .finally(() => {
        if (!request.signal.aborted) setLoading(false);
      });
    return () => request.abort();
  }, [page, perPage]);

  return (
    <div style={gridPage}>
      <Hint>
        Remote paging: the grid holds one page at a time and the paginator asks for the next from the server (static JSON files on this site,
        with a delay). {error ? <b>Could not load the page: {error}</b> : total > 0 && <>Page {page + 1} of {Math.ceil(total / perPage)}, {total} products on the server.</>}
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={rows} primaryKey="id" autoGenerate={false} pagingMode="remote" isLoading={loading} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="id" header="ID" width="90px" />
          <IgrColumn field="name" header="Product" minWidth="200px" />
          <IgrColumn field="category" header="Category" />
          <IgrColumn field="supplier" header="Supplier" minWidth="170px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" />
          <IgrColumn field="releaseDate" header="Released" dataType="date" />
          <IgrPaginator
            page={page}
            perPage={perPage}
            totalRecords={total}
            selectOptions={[10, 15, 25, 50]}
            onPagingDone={(e) => setPage(e.detail.current)}
            onPerPageChange={(e) => {
              setPerPage(e.detail);
              setPage(0);
            }}
          />
        </IgrGrid>
      </div>
    </div>
  );
}
