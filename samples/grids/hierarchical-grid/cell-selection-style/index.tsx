import { useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useOnArrival } from "../../_shared/on-arrival";
import { artists } from "../_shared/artists";
import "./cell-selection-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function CellSelectionStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [styled, setStyled] = useState(true);

  // Select a block on arrival so the selection colors are in view.
  useOnArrival(() => gridRef.current?.selectRange([{ rowStart: 6, rowEnd: 9, columnStart: "country", columnEnd: "grammyNominations" }]), 600);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom selection colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Drag across cells in the artists grid or in the album grid: both use the same restyled selection and active-cell colors.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={styled ? "cell-selection-style-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          cellSelection="multiple"
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="180px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} cellSelection="multiple">
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
