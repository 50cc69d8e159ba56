import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { DropPosition, IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnMovingOptionsSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [rootMoving, setRootMoving] = useState(true);
  const [albumMoving, setAlbumMoving] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  const moveGenreFirst = () => {
    const grid = gridRef.current;
    const genre = grid?.getColumnByName("genre");
    const artist = grid?.getColumnByName("artist");
    if (grid && genre && artist) grid.moveColumn(genre, artist, DropPosition.BeforeDropTarget);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Move artist columns" checked={rootMoving} onChange={setRootMoving} />
        <SwitchControl label="Move album columns" checked={albumMoving} onChange={setAlbumMoving} />
        <IgrButton onClick={moveGenreFirst}>Move Genre before Artist</IgrButton>
      </ControlBar>
      <Hint>Drag a column header sideways to move it. Moving is switched on per level; the Artist column is locked in place by canceling its move.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid
            ref={gridRef}
            data={artists}
            primaryKey="id"
            autoGenerate={false}
            moving={rootMoving}
            expansionStates={expanded}
            onColumnMovingStart={(e) => write(`artists: start ${e.detail.source.header}`)}
            onColumnMoving={(e) => {
              // Keep the Artist column where it is.
              if (e.detail.source.field === "artist") e.detail.cancel = true;
            }}
            onColumnMovingEnd={(e) => write(`artists: ${e.detail.source.header} → next to ${e.detail.target.header}`)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="artist" header="Artist" minWidth="170px" />
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="genre" header="Genre" />
            <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
            <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
            <IgrRowIsland
              childDataKey="albums"
              primaryKey="id"
              autoGenerate={false}
              moving={albumMoving}
              onColumnMovingEnd={(e) => write(`albums: ${e.detail.source.header} → next to ${e.detail.target.header}`)}
            >
              <IgrColumn field="title" header="Album" />
              <IgrColumn field="releaseDate" header="Released" dataType="date" />
              <IgrColumn field="label" header="Label" />
              <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <EventLog title="Moves" entries={log} style={{ width: 260 }} />
      </div>
    </div>
  );
}
