import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type GridSelectionMode } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);
const modes: { value: GridSelectionMode; text: string }[] = [
  { value: "multiple", text: "Multiple" },
  { value: "single", text: "Single" },
  { value: "none", text: "None" },
];

export default function RowSelectionModeSample() {
  const [rootMode, setRootMode] = useState<GridSelectionMode>("multiple");
  const [albumMode, setAlbumMode] = useState<GridSelectionMode>("single");
  const [hideSelectors, setHideSelectors] = useState(false);
  const [selected, setSelected] = useState({ artists: 0, albums: "" });

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Artist rows" value={rootMode} options={modes} onChange={setRootMode} />
        <SelectControl label="Album rows" value={albumMode} options={modes} onChange={setAlbumMode} />
        <SwitchControl label="Hide row selectors (click rows instead)" checked={hideSelectors} onChange={setHideSelectors} />
      </ControlBar>
      <Hint>
        Each level chooses its own row selection mode. With selectors hidden, click a row to select it (Ctrl or Shift to add in multiple mode).{" "}
        <b>
          {selected.artists} artists selected{selected.albums && `; albums: ${selected.albums}`}.
        </b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          rowSelection={rootMode}
          hideRowSelectors={hideSelectors}
          onRowSelectionChanging={(e) => setSelected((s) => ({ ...s, artists: e.detail.newSelection.length }))}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            rowSelection={albumMode}
            hideRowSelectors={hideSelectors}
            onRowSelectionChanging={(e) => setSelected((s) => ({ ...s, albums: e.detail.newSelection.map((r: unknown) => (typeof r === "object" && r ? (r as { title: string }).title : String(r))).join(", ") }))}
          >
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
