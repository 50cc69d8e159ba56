import { useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { StyledDialogBar, advancedFilteringToolbar, allOf, anyOf, atLeast, useAdvancedFilter } from "../../_shared/advanced-filter";
import { useOnArrival } from "../../_shared/on-arrival";
import { artists } from "../_shared/artists";
import "./advanced-filtering-style.css";

/** (Genre is Pop OR Rock) AND Grammy nominations >= 5. */
const startTree = () => allOf(anyOf("genre", ["Pop", "Rock"]), atLeast("grammyNominations", 5));

export default function AdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [themed, setThemed] = useState(true);
  useAdvancedFilter(gridRef, startTree);

  // The styled query builder is the point of the sample, so the dialog opens by itself.
  useOnArrival(() => gridRef.current?.openAdvancedFilteringDialog(), 500);

  return (
    <div style={gridPage}>
      <StyledDialogBar themed={themed} onThemedChange={setThemed} onOpen={() => gridRef.current?.openAdvancedFilteringDialog()} />
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {advancedFilteringToolbar("Artists")}
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="180px" />
          <IgrColumn field="country" header="Country" dataType="string" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowAdvancedFiltering toolbarTemplate={() => advancedFilteringToolbar("Albums")}>
            <IgrColumn field="title" header="Album" dataType="string" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" dataType="string" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
