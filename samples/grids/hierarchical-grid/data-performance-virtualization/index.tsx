import { useEffect, useMemo, useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import type { IgrGridCreatedEventArgs } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { albumsOf, formatDuration, makeArtistRows, songsOf } from "./catalog";
import type { AlbumRow } from "./catalog";

type Size = "1000" | "10000" | "100000";
type Delay = "0" | "600" | "1500" | "3000";

// The first artist starts expanded, so its albums are requested as soon as the page opens.
const firstExpanded = new Map<unknown, boolean>([[1, true]]);

export default function DataPerformanceVirtualizationSample() {
  const [size, setSize] = useState<Size>("10000");
  const [delay, setDelay] = useState<Delay>("1500");
  const [loads, setLoads] = useState({ grids: 0, rows: 0 });
  const artists = useMemo(() => makeArtistRows(Number(size)), [size]);
  const albumsById = useRef(new Map<string, AlbumRow>());

  // A child grid is created when its row is expanded (or scrolled back into view); its pretend request is a
  // timer, cancelled with the page.
  const pending = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = pending.current;
    return () => timers.forEach(clearTimeout);
  }, []);

  function loadLater<T>(event: IgrGridCreatedEventArgs, rows: () => T[]) {
    const { grid } = event.detail;
    grid.isLoading = true;
    const timer = setTimeout(() => {
      pending.current.delete(timer);
      const loaded = rows();
      grid.data = loaded;
      grid.isLoading = false;
      setLoads((n) => ({ grids: n.grids + 1, rows: n.rows + loaded.length }));
    }, Number(delay));
    pending.current.add(timer);
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Artists"
          value={size}
          onChange={(value) => {
            setSize(value);
            setLoads({ grids: 0, rows: 0 });
          }}
          options={[
            { value: "1000", text: "1,000" },
            { value: "10000", text: "10,000" },
            { value: "100000", text: "100,000" },
          ]}
        />
        <SelectControl
          label="Server delay"
          value={delay}
          onChange={setDelay}
          options={[
            { value: "0", text: "none" },
            { value: "600", text: "0.6 s" },
            { value: "1500", text: "1.5 s" },
            { value: "3000", text: "3 s" },
          ]}
        />
      </ControlBar>
      <Hint>
        The grid holds {artists.length.toLocaleString()} artists and renders only the rows and columns in view. Nothing below them is
        loaded up front: expanding an artist (or an album) creates its child grid empty, shows its loading indicator, and fills it when the
        pretend server answers. <b>Child grids loaded on demand so far: {loads.grids} ({loads.rows.toLocaleString()} rows).</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid key={size} data={artists} primaryKey="id" autoGenerate={false} expansionStates={firstExpanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="id" header="#" dataType="number" width="100px" />
          <IgrColumn field="artist" header="Artist" width="190px" />
          <IgrColumn field="country" header="Country" width="140px" />
          <IgrColumn field="genre" header="Genre" width="130px" />
          <IgrColumn field="debutYear" header="Debut" formatter={String} width="100px" />
          <IgrColumn field="albumCount" header="Albums" dataType="number" width="110px" />
          <IgrColumn field="monthlyListeners" header="Monthly listeners" dataType="number" width="180px" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            onGridCreated={(e) =>
              loadLater(e, () => {
                const albums = albumsOf(artists[(e.detail.parentID as number) - 1]!);
                albums.forEach((album) => albumsById.current.set(album.id, album));
                return albums;
              })
            }
          >
            <IgrColumn field="title" header="Album" width="180px" />
            <IgrColumn field="released" header="Released" dataType="date" width="140px" />
            <IgrColumn field="label" header="Label" width="160px" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" width="100px" />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="140px" />
            <IgrRowIsland
              childDataKey="songs"
              primaryKey="id"
              autoGenerate={false}
              onGridCreated={(e) => loadLater(e, () => songsOf(albumsById.current.get(e.detail.parentID as string)!))}
            >
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" width="200px" />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} width="100px" />
              <IgrColumn field="streams" header="Streams" dataType="number" width="150px" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
