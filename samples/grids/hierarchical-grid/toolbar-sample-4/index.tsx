import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrRowIsland,
  type IgrGridToolbarTemplateContext,
} from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration, type Album } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);
// Which artist an album list belongs to, to name it in the child grid's toolbar.
const ownerOf = new Map(artists.map((a) => [a.albums, a]));

/** The toolbar of each album grid: the artist's name in the title and buttons that act on that grid only. */
function AlbumToolbar({ implicit: grid }: IgrGridToolbarTemplateContext) {
  // The context types the grid as the common base; a child grid of this island holds the artist's albums.
  const albums = (grid as unknown as { data?: Album[] }).data ?? [];
  const artist = ownerOf.get(albums);
  const songs = albums.reduce((n, a) => n + a.tracks, 0);
  return (
    <IgrGridToolbar>
      <IgrGridToolbarTitle>
        {artist ? `${artist.artist}: ${albums.length} albums, ${songs} songs` : "Albums"}
      </IgrGridToolbarTitle>
      <IgrGridToolbarActions>
        <IgrButton variant="flat" onClick={() => grid.expandAll()}>
          Show all songs
        </IgrButton>
        <IgrButton variant="flat" onClick={() => grid.collapseAll()}>
          Hide songs
        </IgrButton>
        <IgrButton variant="flat" onClick={() => grid.clearSort()}>
          Clear sorting
        </IgrButton>
      </IgrGridToolbarActions>
    </IgrGridToolbar>
  );
}

export default function ToolbarSample4() {
  return (
    <div style={gridPage}>
      <Hint>
        Every album grid gets its own toolbar from the row island's toolbar template: the title names the artist it belongs to, and the buttons
        expand, collapse or unsort just that grid. The top toolbar exports the whole catalogue.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Music catalogue</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarExporter exportExcel exportCSV={false} exportPDF={false} filename="catalogue" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" minWidth="170px" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="genre" header="Genre" sortable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} toolbarTemplate={AlbumToolbar}>
            <IgrColumn field="title" header="Album" sortable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} sortable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
