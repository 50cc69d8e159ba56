import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrFilteringExpressionsTree,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrNumberFilteringOperand,
  IgrRowIsland,
  IgrStringFilteringOperand,
} from "igniteui-react-grids";
import { ControlBar, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./advanced-filtering-style.css";

/** (Genre is Pop OR Rock) AND Grammy nominations >= 5. */
function startTree(): IgrFilteringExpressionsTree {
  const genre = new IgrFilteringExpressionsTree();
  genre.operator = FilteringLogic.Or;
  genre.filteringOperands = ["Pop", "Rock"].map((value) => ({
    fieldName: "genre",
    condition: IgrStringFilteringOperand.instance().condition("equals"),
    conditionName: "equals",
    searchVal: value,
    ignoreCase: true,
  }));
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = [
    genre,
    {
      fieldName: "grammyNominations",
      condition: IgrNumberFilteringOperand.instance().condition("greaterThanOrEqualTo"),
      conditionName: "greaterThanOrEqualTo",
      searchVal: 5,
    },
  ];
  return root;
}

const toolbar = (title: string) => (
  <IgrGridToolbar>
    <IgrGridToolbarTitle>{title}</IgrGridToolbarTitle>
    <IgrGridToolbarActions>
      <IgrGridToolbarAdvancedFiltering />
    </IgrGridToolbarActions>
  </IgrGridToolbar>
);

export default function AdvancedFilteringStyleSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [themed, setThemed] = useState(true);
  const [tree] = useState(startTree);

  // Open the dialog once on arrival, so the styled query builder is in view.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.openAdvancedFilteringDialog(), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom dialog and toolbar colors" checked={themed} onChange={setThemed} />
        <IgrButton onClick={() => gridRef.current?.openAdvancedFilteringDialog()}>Open advanced filtering</IgrButton>
      </ControlBar>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          className={themed ? "advanced-filtering-style-grid" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering
          advancedFilteringExpressionsTree={tree}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {toolbar("Artists")}
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="180px" />
          <IgrColumn field="country" header="Country" dataType="string" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowAdvancedFiltering toolbarTemplate={() => toolbar("Albums")}>
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
