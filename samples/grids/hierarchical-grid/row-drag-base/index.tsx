import { useEffect, useRef, useState, type CSSProperties, type RefObject } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration, type Artist, type Song } from "../_shared/artists";
import type { RowDragEndEvent } from "../_shared/events";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);
const zone = (active: boolean): CSSProperties => ({
  flex: 1,
  minHeight: 0,
  overflow: "auto",
  padding: 8,
  borderRadius: 6,
  border: `2px dashed ${active ? "#1e88e5" : "var(--ig-gray-400, #bbb)"}`,
  background: active ? "color-mix(in srgb, var(--ig-info-500) 18%, transparent)" : "transparent",
  fontSize: 13,
});

export default function RowDragBaseSample() {
  const [favourites, setFavourites] = useState<Artist[]>([]);
  const [playlist, setPlaylist] = useState<Song[]>([]);
  const [over, setOver] = useState<"artists" | "songs" | null>(null);
  const artistZone = useRef<HTMLDivElement>(null);
  const songZone = useRef<HTMLDivElement>(null);
  const pointer = useRef({ x: 0, y: 0 });

  const inside = (ref: RefObject<HTMLDivElement | null>) => {
    const box = ref.current?.getBoundingClientRect();
    const { x, y } = pointer.current;
    return !!box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  };

  // While a row is dragged, follow the pointer to know which drop zone it is over.
  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
    setOver(inside(artistZone) ? "artists" : inside(songZone) ? "songs" : null);
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);
  const start = () => document.addEventListener("pointermove", track);
  const stop = () => {
    document.removeEventListener("pointermove", track);
    setOver(null);
  };

  // Artists go to the favourites and songs to the playlist; dropped anywhere else, the row flies back.
  const dropArtist = (e: RowDragEndEvent) => {
    stop();
    if (!inside(artistZone)) return;
    const artist = e.detail.dragData.data as Artist;
    e.detail.animation = false;
    setFavourites((list) => (list.some((a) => a.id === artist.id) ? list : [...list, artist]));
  };
  const dropSong = (e: RowDragEndEvent) => {
    stop();
    if (!inside(songZone)) return;
    const song = e.detail.dragData.data as Song;
    e.detail.animation = false;
    setPlaylist((list) => (list.some((s) => s.id === song.id) ? list : [...list, song]));
  };

  const minutes = playlist.reduce((n, s) => n + s.duration, 0);

  return (
    <div style={gridPage}>
      <Hint>Drag an artist by its handle into Favourite artists, or a song from any album into the Playlist. Rows dropped anywhere else fly back.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid
            data={artists}
            primaryKey="id"
            autoGenerate={false}
            rowDraggable
            onRowDragStart={start}
            onRowDragEnd={dropArtist}
            expansionStates={expandedArtists}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="artist" header="Artist" minWidth="160px" />
            <IgrColumn field="genre" header="Genre" />
            <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
              <IgrColumn field="title" header="Album" />
              <IgrColumn field="releaseDate" header="Released" dataType="date" />
              <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} rowDraggable onRowDragStart={start} onRowDragEnd={dropSong}>
                <IgrColumn field="title" header="Song" />
                <IgrColumn field="duration" header="Length" formatter={formatDuration} />
              </IgrRowIsland>
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <div style={{ flex: 2, minWidth: 220, display: "flex", flexDirection: "column", gap: 12 }}>
          <b>Favourite artists ({favourites.length})</b>
          <div ref={artistZone} style={zone(over === "artists")}>
            {favourites.length === 0 ? <span style={{ opacity: 0.75 }}>Drop artists here.</span> : favourites.map((a) => <div key={a.id}>★ {a.artist}</div>)}
          </div>
          <b>
            Playlist ({playlist.length} songs, {formatDuration(minutes)})
          </b>
          <div ref={songZone} style={zone(over === "songs")}>
            {playlist.length === 0 ? (
              <span style={{ opacity: 0.75 }}>Drop songs here.</span>
            ) : (
              playlist.map((s, i) => (
                <div key={s.id}>
                  {i + 1}. {s.title} <span style={{ opacity: 0.75 }}>{formatDuration(s.duration)}</span>
                </div>
              ))
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
