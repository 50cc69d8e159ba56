import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { GripHeader } from "../../_shared/grip-header";
import { artists } from "../_shared/artists";
import "./column-moving-styles.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnMovingStylesSample() {
  const [styled, setStyled] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom moving colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Drag a header by its handle: the dragged ghost header and the drop indicator use the custom colors on every level.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={styled ? "column-moving-styles-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          moving
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" headerTemplate={GripHeader} />
          <IgrColumn field="country" header="Country" headerTemplate={GripHeader} />
          <IgrColumn field="genre" header="Genre" headerTemplate={GripHeader} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" headerTemplate={GripHeader} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} moving>
            <IgrColumn field="title" header="Album" headerTemplate={GripHeader} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" headerTemplate={GripHeader} />
            <IgrColumn field="label" header="Label" headerTemplate={GripHeader} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" headerTemplate={GripHeader} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
