import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnResizingSample() {
  const [rootResize, setRootResize] = useState(true);
  const [albumResize, setAlbumResize] = useState(true);
  const [log, setLog] = useState<string[]>([]);
  const write = (line: string) => setLog((l) => [line, ...l].slice(0, 30));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Resize artist columns" checked={rootResize} onChange={setRootResize} />
        <SwitchControl label="Resize album columns" checked={albumResize} onChange={setAlbumResize} />
      </ControlBar>
      <Hint>Drag the right edge of a header to resize, double-click it to fit the content. Artist is limited to 150–320px and Album to 120–260px.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0, display: "flex" }}>
          <IgrHierarchicalGrid
            data={artists}
            primaryKey="id"
            autoGenerate={false}
            expansionStates={expanded}
            onColumnResized={(e) => write(`artists: ${e.detail.column.header} ${e.detail.prevWidth} → ${e.detail.newWidth}`)}
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrColumn field="artist" header="Artist" width="200px" minWidth="150px" maxWidth="320px" resizable={rootResize} />
            <IgrColumn field="country" header="Country" width="140px" resizable={rootResize} />
            <IgrColumn field="genre" header="Genre" width="140px" resizable={rootResize} />
            <IgrColumn field="grammyNominations" header="Nominations" dataType="number" width="150px" resizable={rootResize} />
            <IgrColumn field="grammyAwards" header="Awards" dataType="number" resizable={rootResize} />
            <IgrRowIsland
              childDataKey="albums"
              primaryKey="id"
              autoGenerate={false}
              onColumnResized={(e) => write(`albums: ${e.detail.column.header} ${e.detail.prevWidth} → ${e.detail.newWidth}`)}
            >
              <IgrColumn field="title" header="Album" width="180px" minWidth="120px" maxWidth="260px" resizable={albumResize} />
              <IgrColumn field="releaseDate" header="Released" dataType="date" width="140px" resizable={albumResize} />
              <IgrColumn field="label" header="Label" width="170px" resizable={albumResize} />
              <IgrColumn field="chartPeak" header="Chart peak" dataType="number" resizable={albumResize} />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <EventLog title="columnResized" entries={log} style={{ width: 260 }} />
      </div>
    </div>
  );
}
