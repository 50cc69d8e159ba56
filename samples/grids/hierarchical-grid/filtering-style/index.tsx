import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, IgrStringFilteringOperand } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./filtering-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function FilteringStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [themed, setThemed] = useState(true);

  // One filter on arrival, so a chip shows in the filter row.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.filter("country", "a", IgrStringFilteringOperand.instance().condition("contains"), true), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom filter row colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Filter cells of the artists grid and of an album grid: headers, the filter row, its chips and the filtered headers use a plum and yellow theme.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={themed ? "filtering-style-theme" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="170px" />
          <IgrColumn field="country" header="Country" dataType="string" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowFiltering>
            <IgrColumn field="title" header="Album" dataType="string" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
