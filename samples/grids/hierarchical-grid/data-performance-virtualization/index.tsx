import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { formatDuration, makeArtists } from "../_shared/artists";

type Size = "1000" | "5000" | "10000";
const expandedArtists = new Map<unknown, boolean>([[1, true]]);

export default function DataPerformanceVirtualizationSample() {
  const [size, setSize] = useState<Size>("5000");
  const data = useMemo(() => makeArtists(Number(size)), [size]);
  const counts = useMemo(() => {
    const albums = data.reduce((n, a) => n + a.albums.length, 0);
    const songs = data.reduce((n, a) => n + a.albums.reduce((m, b) => m + b.songs.length, 0), 0);
    return { albums, songs };
  }, [data]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Artists"
          value={size}
          onChange={setSize}
          options={[
            { value: "1000", text: "1,000" },
            { value: "5000", text: "5,000" },
            { value: "10000", text: "10,000" },
          ]}
        />
      </ControlBar>
      <Hint>
        {Number(size).toLocaleString()} artists, {counts.albums.toLocaleString()} albums and {counts.songs.toLocaleString()} songs. Only the rows
        and columns in view are rendered, on every level, so scrolling stays smooth however much is expanded. Try the 10,000 set and scroll fast.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid key={size} data={data} primaryKey="id" autoGenerate={false} expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="id" header="#" dataType="number" width="90px" />
          <IgrColumn field="artist" header="Artist" width="200px" />
          <IgrColumn field="country" header="Country" width="140px" />
          <IgrColumn field="genre" header="Genre" width="140px" />
          <IgrColumn field="debutYear" header="Debut" formatter={String} width="110px" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" width="150px" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" width="120px" />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" width="160px" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" width="180px" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" width="140px" />
            <IgrColumn field="label" header="Label" width="170px" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" width="110px" />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="140px" />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" width="200px" />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} width="110px" />
              <IgrColumn field="streams" header="Streams" dataType="number" width="150px" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
