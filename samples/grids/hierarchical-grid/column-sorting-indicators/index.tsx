import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, SortingDirection, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { artists } from "../_shared/artists";
import { useGridSorting } from "../../_shared/grid-sorting";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);
const preset: IgrSortingExpression[] = [
  { fieldName: "genre", dir: SortingDirection.Asc, ignoreCase: true },
  { fieldName: "grammyAwards", dir: SortingDirection.Desc, ignoreCase: false },
];
const icon = (name: string) => () => (
  <span className="material-icons" style={{ fontSize: 18, color: "#7b1fa2" }}>
    {name}
  </span>
);

export default function ColumnSortingIndicatorsSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const { apply } = useGridSorting(gridRef, preset);
  const [customIcons, setCustomIcons] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => apply(preset)}>Genre ↑ then Awards ↓</IgrButton>
        <IgrButton variant="outlined" onClick={() => apply([])}>
          Clear artist sorting
        </IgrButton>
        <SwitchControl label="Custom album sort icons" checked={customIcons} onChange={setCustomIcons} />
      </ControlBar>
      <Hint>
        Several sorted artist columns each show their place in the sort order next to the arrow. The album grids replace the arrows with
        their own icons through the row island's sort icon templates: click an album header to try.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          ref={gridRef}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" sortable minWidth="170px" />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="genre" header="Genre" sortable />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" sortable />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable />
          <IgrRowIsland
            key={String(customIcons)}
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            {...templatesWhen(customIcons, { sortAscendingHeaderIconTemplate: icon("trending_up"), sortDescendingHeaderIconTemplate: icon("trending_down"), sortHeaderIconTemplate: icon("swap_vert") })}
          >
            <IgrColumn field="title" header="Album" sortable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} sortable />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" sortable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
