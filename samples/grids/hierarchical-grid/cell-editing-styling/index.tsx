import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { cloneArtists } from "../_shared/artists";
import "./cell-editing-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

export default function CellEditingStylingSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [data] = useState(cloneArtists);
  const [styled, setStyled] = useState(true);

  // Put one artist cell into edit mode on arrival, so the edit colors are visible.
  useEffect(() => {
    const timer = setTimeout(() => {
      const cell = gridRef.current?.getCellByColumn(2, "artist");
      if (cell) cell.editMode = true;
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom editing colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Double-click any cell, on the artists or on an album grid, to see the restyled editor and active-cell border.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={styled ? "cell-editing-styling-grid" : undefined}
          data={data}
          primaryKey="id"
          autoGenerate={false}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" editable minWidth="180px" />
          <IgrColumn field="country" header="Country" editable />
          <IgrColumn field="genre" header="Genre" editable />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" editable />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" editable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="title" header="Album" editable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" editable />
            <IgrColumn field="label" header="Label" editable />
            <IgrColumn field="launchPrice" header="Launch price" dataType="currency" pipeArgs={usd} editable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
