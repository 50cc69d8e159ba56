import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

export default function ExcelStyleFilteringSample1() {
  return (
    <div style={gridPage}>
      <Hint>
        Open the menu in any header, on any level: pick values from the searchable list or build a condition for text, numbers, dates and
        booleans. Each album and song grid filters its own rows.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          expansionStates={expandedArtists}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" dataType="string" sortable minWidth="170px" />
          <IgrColumn field="country" header="Country" dataType="string" sortable />
          <IgrColumn field="genre" header="Genre" dataType="string" sortable />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable />
          <IgrColumn field="hasGrammyWin" header="Grammy winner" dataType="boolean" sortable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowFiltering filterMode="excelStyleFilter" expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" dataType="string" sortable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="label" header="Label" dataType="string" sortable />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} sortable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} allowFiltering filterMode="excelStyleFilter">
              <IgrColumn field="title" header="Song" dataType="string" sortable />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} sortable />
              <IgrColumn field="streams" header="Streams" dataType="number" sortable />
              <IgrColumn field="explicit" header="Explicit" dataType="boolean" sortable />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
