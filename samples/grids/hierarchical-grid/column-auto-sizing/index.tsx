import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

export default function ColumnAutoSizingSample() {
  const [auto, setAuto] = useState(true);
  // "auto" sizes a column to its widest cell or header; the fixed width shows the difference.
  const width = auto ? "auto" : "130px";

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Auto-size columns (off: 130px each)" checked={auto} onChange={setAuto} />
      </ControlBar>
      <Hint>With auto-sizing each column of each level takes the width of its longest value or header. Double-click a header's right edge to auto-size that one column.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid key={width} data={artists} primaryKey="id" autoGenerate={false} expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" width={width} resizable />
          <IgrColumn field="country" header="Country" width={width} resizable />
          <IgrColumn field="genre" header="Genre" width={width} resizable />
          <IgrColumn field="monthlyListeners" header="Monthly listeners" dataType="number" width={width} resizable />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" width={width} resizable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" width={width} resizable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" width={width} resizable />
            <IgrColumn field="label" header="Record label" width={width} resizable />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width={width} resizable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width={width} />
              <IgrColumn field="title" header="Song" width={width} resizable />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} width={width} resizable />
              <IgrColumn field="streams" header="Streams" dataType="number" width={width} resizable />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
