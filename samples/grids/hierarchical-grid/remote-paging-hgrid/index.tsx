import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrPaginator, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useRemotePage } from "../../_shared/remote-paging";
import { fetchAlbums, fetchArtistsPage } from "../_shared/remote";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// Each page or page-size change asks the server for just that page of artists (with a 600 ms delay).
const loadPage = (page: number, perPage: number, signal: AbortSignal) => fetchArtistsPage(page, perPage, 600, signal);
// The first artist starts expanded, so its albums are requested on arrival.
const expanded = new Map<unknown, boolean>([[1, true]]);

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [5, 10, 20];

export default function RemotePagingHGridSample() {
  const { page, setPage, perPage, changePerPage, rows, total, loading, error } = useRemotePage(loadPage, 10);
  const [albumRequests, setAlbumRequests] = useState(0);

  return (
    <div style={gridPage}>
      <Hint>
        Remote paging: the artists grid holds one page at a time and the paginator asks the server for the next (static JSON files on this
        site, with a delay). Expanding an artist loads that artist's albums on demand, with the child grid's own loading indicator.{" "}
        {error ? (
          <b>Could not load the page: {error}</b>
        ) : (
          total > 0 && (
            <b>
              Page {page + 1} of {Math.ceil(total / perPage)}, {total} artists on the server; {albumRequests} album request{albumRequests === 1 ? "" : "s"} so far.
            </b>
          )
        )}
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={rows} primaryKey="id" autoGenerate={false} pagingMode="remote" isLoading={loading} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="id" header="ID" dataType="number" width="80px" />
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="albumCount" header="Albums" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            onGridCreated={(e) => {
              // A child grid starts empty; it shows its loading state until the artist's albums arrive.
              const { grid, parentID } = e.detail;
              grid.isLoading = true;
              setAlbumRequests((n) => n + 1);
              fetchAlbums(parentID as number, 700)
                .then((albums) => {
                  grid.data = albums;
                })
                .catch(() => {
                  grid.data = [];
                  grid.emptyGridMessage = "Could not load the albums.";
                })
                .finally(() => {
                  grid.isLoading = false;
                });
            }}
          >
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
          <IgrPaginator
            page={page}
            perPage={perPage}
            totalRecords={total}
            selectOptions={selectOptions}
            onPagingDone={(e) => setPage(e.detail.current)}
            onPerPageChange={(e) => changePerPage(e.detail)}
          />
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
