import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrPaginator, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

import "./hierarchical-grid-paging-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

// The component applies every new array or object it is given: one per module, not one per render.
const artistPageSizes = [4, 8, 12];
const albumPageSizes = [3, 5];

export default function HierarchicalGridPagingStyleSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom paginator colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>The artists grid pages 8 rows at a time and every album grid 3 at a time; both paginators use a navy and gold theme.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "hierarchical-grid-paging-style-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrPaginator perPage={8} selectOptions={artistPageSizes} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} paginatorTemplate={() => <IgrPaginator perPage={3} selectOptions={albumPageSizes} />}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
