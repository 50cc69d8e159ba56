import { IgrColumn, IgrGrid, IgrPaginator } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useRemotePage } from "../../_shared/remote-paging";
import { fetchProductsPage } from "../_shared/remote-products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Each page or page-size change asks the server for just that page (static JSON files served with a 500 ms delay).
const loadPage = (page: number, perPage: number, signal: AbortSignal) => fetchProductsPage(page, perPage, 500, signal);

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [10, 15, 25, 50];

export default function RemotePagingGridSample() {
  const { page, setPage, perPage, changePerPage, rows, total, loading, error } = useRemotePage(loadPage, 15);

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
            selectOptions={selectOptions}
            onPagingDone={(e) => setPage(e.detail.current)}
            onPerPageChange={(e) => changePerPage(e.detail)}
          />
        </IgrGrid>
      </div>
    </div>
  );
}
