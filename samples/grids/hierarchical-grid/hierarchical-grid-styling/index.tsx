import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";
import "./hierarchical-grid-styling.css";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

export default function HierarchicalGridStylingSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom theme" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Each level gets its own header color and striped rows (slate for artists, green for albums, amber for songs), and the expand icons follow.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "hierarchical-grid-styling-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          expansionStates={expandedArtists}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
