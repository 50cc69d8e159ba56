import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./column-moving-styles.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

/** A header with a drag handle, so it is clear the column can be moved. */
const DragHeader = ({ column }: IgrColumnTemplateContext) => (
  <span className="column-moving-styles-header">
    <span className="material-icons">drag_indicator</span>
    {column.header}
  </span>
);

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
          <IgrColumn field="artist" header="Artist" minWidth="170px" headerTemplate={DragHeader} />
          <IgrColumn field="country" header="Country" headerTemplate={DragHeader} />
          <IgrColumn field="genre" header="Genre" headerTemplate={DragHeader} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" headerTemplate={DragHeader} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} moving>
            <IgrColumn field="title" header="Album" headerTemplate={DragHeader} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" headerTemplate={DragHeader} />
            <IgrColumn field="label" header="Label" headerTemplate={DragHeader} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" headerTemplate={DragHeader} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
