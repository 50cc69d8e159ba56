import { useState } from "react";
import { FilteringLogic, IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { filterLogicOptions, filterUiOptions, type FilterLogic, type FilterUi } from "../../_shared/filter-options";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function FilteringOptionsSample() {
  const [mode, setMode] = useState<FilterUi>("quickFilter");
  const [logic, setLogic] = useState<FilterLogic>("and");
  const [ignoreCase, setIgnoreCase] = useState(true);
  const [albumFiltering, setAlbumFiltering] = useState(true);
  const [labelFilterable, setLabelFilterable] = useState(false);
  const text = { filteringIgnoreCase: ignoreCase };
  const filteringLogic = logic === "and" ? FilteringLogic.And : FilteringLogic.Or;

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Filter UI" value={mode} onChange={setMode} options={filterUiOptions} />
        <ChoiceControl label="Between columns" value={logic} onChange={setLogic} options={filterLogicOptions} />
        <SwitchControl label="Ignore case" checked={ignoreCase} onChange={setIgnoreCase} />
        <SwitchControl label="Filter album grids" checked={albumFiltering} onChange={setAlbumFiltering} />
        <SwitchControl label="Label column filterable" checked={labelFilterable} onChange={setLabelFilterable} />
      </ControlBar>
      <Hint>
        The options apply to the artists grid and to the album row island. With Or, a row shows when any column's filter matches; with And,
        all must. Try “pop” and “POP” with and without Ignore case.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode={mode}
          filteringLogic={filteringLogic}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="170px" {...text} />
          <IgrColumn field="country" header="Country" dataType="string" {...text} />
          <IgrColumn field="genre" header="Genre" dataType="string" {...text} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            allowFiltering={albumFiltering}
            filterMode={mode}
            filteringLogic={filteringLogic}
          >
            <IgrColumn field="title" header="Album" dataType="string" {...text} />
            <IgrColumn field="label" header="Label" dataType="string" filterable={labelFilterable} {...text} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
