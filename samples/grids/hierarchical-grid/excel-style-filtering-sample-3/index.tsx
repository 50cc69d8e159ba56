import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrDateFilteringOperand,
  IgrFilteringExpressionsTree,
  IgrHierarchicalGrid,
  IgrNumberFilteringOperand,
  IgrRowIsland,
  IgrStringFilteringOperand,
  type IgrGridHeaderTemplateContext,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import { columnTree, rootTree } from "../_shared/filters";

const text = IgrStringFilteringOperand.instance();
const number = IgrNumberFilteringOperand.instance();
const date = IgrDateFilteringOperand.instance();
const expanded = new Map<unknown, boolean>([[3, true]]);

interface Preset {
  artists: () => IgrFilteringExpressionsTree;
  albums: () => IgrFilteringExpressionsTree;
}

const presets: Record<string, Preset> = {
  // Several "equals" joined with Or show up in the menu as a list of ticked values.
  "Electronic or Jazz, 2000s albums": {
    artists: () =>
      rootTree([
        columnTree(
          "genre",
          FilteringLogic.Or,
          ["Electronic", "Jazz"].map((v) => ({ fieldName: "genre", condition: text.condition("equals"), conditionName: "equals", searchVal: v, ignoreCase: true })),
        ),
      ]),
    albums: () =>
      rootTree([
        columnTree("releaseDate", FilteringLogic.And, [
          { fieldName: "releaseDate", condition: date.condition("after"), conditionName: "after", searchVal: new Date(1999, 11, 31) },
          { fieldName: "releaseDate", condition: date.condition("before"), conditionName: "before", searchVal: new Date(2010, 0, 1) },
        ]),
      ]),
  },
  "Grammy winners, top-20 albums": {
    artists: () =>
      rootTree([columnTree("grammyAwards", FilteringLogic.And, [{ fieldName: "grammyAwards", condition: number.condition("greaterThan"), conditionName: "greaterThan", searchVal: 0 }])]),
    albums: () =>
      rootTree([columnTree("chartPeak", FilteringLogic.And, [{ fieldName: "chartPeak", condition: number.condition("lessThanOrEqualTo"), conditionName: "lessThanOrEqualTo", searchVal: 20 }])]),
  },
};

// A filter icon instead of the default menu icon in every header, solid when the column is filtered.
const headerIcon = (ctx: IgrGridHeaderTemplateContext) => (
  <span className="material-icons" style={{ fontSize: 18, opacity: ctx.implicit.column.filteringExpressionsTree ? 1 : 0.5 }}>
    filter_alt
  </span>
);

const first = "Electronic or Jazz, 2000s albums";

export default function ExcelStyleFilteringSample3() {
  // The artists grid owns its filter and gets each preset through the ref (a prop would be set again on every
  // render, and the menu's changes would have to be written back into it). The row island's tree is a prop:
  // every album grid starts from it, and a new preset builds the island again (its key).
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [preset, setPreset] = useState(first);
  const [albumTree, setAlbumTree] = useState(() => presets[first]!.albums());

  const apply = (name: string) => {
    const p = presets[name];
    setPreset(name);
    setAlbumTree(p ? p.albums() : rootTree([]));
    const grid = gridRef.current;
    if (!grid) return;
    if (p) grid.filteringExpressionsTree = p.artists();
    else grid.clearFilter();
  };
  useEffect(() => {
    if (gridRef.current) gridRef.current.filteringExpressionsTree = presets[first]!.artists();
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        {Object.keys(presets).map((name) => (
          <IgrButton key={name} variant={name === preset ? "contained" : "outlined"} onClick={() => apply(name)}>
            {name}
          </IgrButton>
        ))}
        <IgrButton variant="flat" onClick={() => apply("")}>
          Clear filters
        </IgrButton>
      </ControlBar>
      <Hint>
        The buttons set filtering expression trees from code: one on the artists grid and one on the album row island, which every album grid
        starts with. Open a column menu to see the filter it holds, and change it there.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          ref={gridRef}
          excelStyleHeaderIconTemplate={headerIcon}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="170px" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            key={preset}
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            allowFiltering
            filterMode="excelStyleFilter"
            filteringExpressionsTree={albumTree}
            excelStyleHeaderIconTemplate={headerIcon}
          >
            <IgrColumn field="title" header="Album" dataType="string" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
