import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnSelectionModeSample() {
  const [rootMode, setRootMode] = useState<SelectionMode>("multiple");
  const [albumMode, setAlbumMode] = useState<SelectionMode>("single");
  const [selected, setSelected] = useState("none");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Artist columns" value={rootMode} options={selectionModes} onChange={setRootMode} />
        <SelectControl label="Album columns" value={albumMode} options={selectionModes} onChange={setAlbumMode} />
      </ControlBar>
      <Hint>
        Click a header to select its column; in Multiple mode Ctrl+click adds columns and Shift+click a range. The ID columns are not
        selectable. <b>Selected: {selected}</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          columnSelection={rootMode}
          expansionStates={expanded}
          onColumnSelectionChanging={(e) => setSelected(`artists: ${e.detail.newSelection.join(", ") || "none"}`)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="id" header="ID" width="80px" selectable={false} />
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            columnSelection={albumMode}
            onColumnSelectionChanging={(e) => setSelected(`albums: ${e.detail.newSelection.join(", ") || "none"}`)}
          >
            <IgrColumn field="id" header="ID" width="80px" selectable={false} />
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
