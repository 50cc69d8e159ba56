import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrPaginator, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
// The first artist and their first album start expanded, so all three levels are in view.
const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

// The component applies every new array or object it is given: one per module, not one per render.
const pipeArgs = { currencyCode: "USD", digitsInfo: "1.0-0" };
const selectOptions = [5, 10, 15];

export default function HierarchicalGridOverviewSample() {
  const [paging, setPaging] = useState(true);
  const [filtering, setFiltering] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Paging" checked={paging} onChange={setPaging} />
        <SwitchControl label="Filtering (every level)" checked={filtering} onChange={setFiltering} />
      </ControlBar>
      <Hint>Expand an artist to see their albums and tours; expand an album to see its songs. Every level sorts, filters and resizes on its own.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          expansionStates={expandedArtists}
          allowFiltering={filtering}
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" sortable resizable minWidth="180px" />
          <IgrColumn field="country" header="Country" sortable resizable />
          <IgrColumn field="genre" header="Genre" sortable resizable />
          <IgrColumn field="debutYear" header="Debut" dataType="number" formatter={String} sortable resizable />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" sortable resizable />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" sortable resizable />
          <IgrColumn field="monthlyListeners" header="Monthly listeners" dataType="number" sortable resizable />

          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums} allowFiltering={filtering} filterMode="excelStyleFilter">
            <IgrColumn field="title" header="Album" sortable resizable minWidth="160px" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable resizable />
            <IgrColumn field="label" header="Label" sortable resizable />
            <IgrColumn field="tracks" header="Tracks" dataType="number" sortable resizable />
            <IgrColumn field="launchPrice" header="Launch price" dataType="currency" pipeArgs={usd} sortable resizable />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" sortable resizable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} allowFiltering={filtering} filterMode="excelStyleFilter">
              <IgrColumn field="number" header="#" dataType="number" width="70px" sortable />
              <IgrColumn field="title" header="Song" sortable resizable />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} sortable />
              <IgrColumn field="streams" header="Streams" dataType="number" sortable />
              <IgrColumn field="explicit" header="Explicit" dataType="boolean" sortable />
            </IgrRowIsland>
          </IgrRowIsland>

          <IgrRowIsland childDataKey="tours" primaryKey="id" autoGenerate={false} allowFiltering={filtering} filterMode="excelStyleFilter">
            <IgrColumn field="tour" header="Tour" sortable resizable minWidth="160px" />
            <IgrColumn field="startedOn" header="Started" dataType="date" sortable />
            <IgrColumn field="location" header="Opening city" sortable />
            <IgrColumn field="shows" header="Shows" dataType="number" sortable />
            <IgrColumn field="ticketsSold" header="Tickets sold" dataType="number" sortable />
            <IgrColumn field="revenue" header="Revenue" dataType="currency" pipeArgs={pipeArgs} sortable />
          </IgrRowIsland>

          {paging && <IgrPaginator perPage={10} selectOptions={selectOptions} />}
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
