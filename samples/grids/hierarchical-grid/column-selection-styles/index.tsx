import { useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { artists } from "../_shared/artists";
import "./column-selection-styles.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnSelectionStylesSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [styled, setStyled] = useState(true);

  // Select two artist columns on arrival so the colors are in view.
  useOnArrival(() => gridRef.current?.selectColumns(["genre", "grammyAwards"]), 600);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom column selection colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Click headers in the artists grid or in an album grid to select columns: selected headers turn dark red and their cells pale red.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={styled ? "column-selection-styles-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          columnSelection="multiple"
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} columnSelection="multiple">
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
