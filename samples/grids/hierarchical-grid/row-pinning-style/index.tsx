import { useEffect, useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridPinningActions, IgrHierarchicalGrid, IgrRowIsland, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./row-pinning-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);
// A class on every pinned row (and on the ghost it leaves behind), on both levels.
const pinnedClass = { "row-pinning-style-pinned": (row: IgrRowType) => row.pinned };

export default function RowPinningStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [themed, setThemed] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.pinRow(4);
      gridRef.current?.pinRow(9);
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Styled pinned rows" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Pinned rows get a green background and a double separator line, and the places they left are hatched. Pin more artists or albums from the action strip.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={themed ? "row-pinning-style-theme" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          rowClasses={pinnedClass}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} rowClasses={pinnedClass}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
            <IgrActionStrip>
              <IgrGridPinningActions />
            </IgrActionStrip>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
