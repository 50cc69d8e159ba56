import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./column-pinning-styles.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnPinningStylesSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Styled pinned columns" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Pinned columns get a tinted background and a dashed separator in the artists grid and in each album grid. Scroll sideways to see them stay.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "column-pinning-styles-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" width="190px" pinned />
          <IgrColumn field="genre" header="Genre" width="140px" pinned />
          <IgrColumn field="country" header="Country" width="150px" />
          <IgrColumn field="debutYear" header="Debut" formatter={String} width="120px" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" width="160px" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" width="140px" />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" width="170px" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" width="180px" pinned />
            <IgrColumn field="releaseDate" header="Released" dataType="date" width="150px" />
            <IgrColumn field="label" header="Label" width="180px" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" width="120px" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" width="140px" />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="150px" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
