import { useEffect, useRef, useState, type PointerEvent } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { cloneArtists, formatDuration, type Artist, type Song } from "../_shared/artists";
import type { RowDragEndEvent } from "../_shared/events";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);
const gridSelector = "igx-hierarchical-grid, igc-hierarchical-grid";

/** Moves `item` to the place of `target` in `list` (after it when moving down, before it when moving up). */
function moveTo<T>(list: T[], item: T, target: T): T[] {
  const from = list.indexOf(item);
  const to = list.indexOf(target);
  const without = list.filter((x) => x !== item);
  without.splice(from < to ? without.indexOf(target) + 1 : without.indexOf(target), 0, item);
  return without;
}

export default function RowReorderSample() {
  const [rows, setRows] = useState<Artist[]>(cloneArtists);
  const [message, setMessage] = useState("");
  const pointer = useRef({ x: 0, y: 0 });
  const sourceGrid = useRef<Element | null>(null);

  const track = useRef((e: globalThis.PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  // A drag starts with a press on a row's handle: remember which grid element (the root or a child grid) that row is in.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    pointer.current = { x: e.clientX, y: e.clientY };
    sourceGrid.current = (e.target as Element).closest(gridSelector);
  };
  const onDragStart = () => document.addEventListener("pointermove", track);

  /** The data of the row of the same grid under the pointer; the drag ghost sits there too, so look through it. */
  const targetIn = (grid: { dataView: unknown[] }): unknown => {
    const under = document
      .elementsFromPoint(pointer.current.x, pointer.current.y)
      .map((el) => el.closest("[data-rowindex]"))
      // Cells carry their row's index too; the drag ghost is outside any grid, so it is skipped.
      .find((row) => row && sourceGrid.current && row.closest(gridSelector) === sourceGrid.current);
    return under ? grid.dataView[Number(under.getAttribute("data-rowindex"))] : undefined;
  };

  const onArtistDrop = (e: RowDragEndEvent) => {
    document.removeEventListener("pointermove", track);
    const dragged = e.detail.dragData.data as Artist;
    const target = targetIn(e.detail.dragData.grid as unknown as { dataView: unknown[] }) as Artist | undefined;
    if (!target || !rows.includes(target) || target === dragged) return;
    e.detail.animation = false;
    setRows((list) => moveTo(list, dragged, target));
    setMessage(`Moved ${dragged.artist} to ${target.artist}'s place.`);
  };

  const onSongDrop = (e: RowDragEndEvent) => {
    document.removeEventListener("pointermove", track);
    const grid = e.detail.dragData.grid as unknown as { dataView: unknown[]; data: Song[] };
    const dragged = e.detail.dragData.data as Song;
    const target = targetIn(grid) as Song | undefined;
    const album = rows.flatMap((a) => a.albums).find((b) => b.songs.includes(dragged));
    if (!album || !target || !album.songs.includes(target) || target === dragged) return;
    e.detail.animation = false;
    // The tracklist is renumbered after the move; the album keeps the new order, and the child grid shows it.
    album.songs = moveTo(album.songs, dragged, target).map((s, i) => ({ ...s, number: i + 1 }));
    grid.data = album.songs;
    setMessage(`Moved “${dragged.title}” to track ${album.songs.findIndex((s) => s.id === dragged.id) + 1} of ${album.title}.`);
  };

  return (
    <div style={gridPage}>
      <Hint>
        Drag an artist by its handle and drop it on another artist to reorder the ranking, or drag a song onto another song of the same album
        to change the tracklist, which renumbers itself. {message && <b>{message}</b>}
      </Hint>
      <div style={gridArea} onPointerDownCapture={onPointerDown}>
        <IgrHierarchicalGrid
          data={rows}
          primaryKey="id"
          autoGenerate={false}
          rowDraggable
          onRowDragStart={onDragStart}
          onRowDragEnd={onArtistDrop}
          expansionStates={expandedArtists}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} rowDraggable onRowDragStart={onDragStart} onRowDragEnd={onSongDrop}>
              <IgrColumn field="number" header="Track" dataType="number" width="90px" />
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
