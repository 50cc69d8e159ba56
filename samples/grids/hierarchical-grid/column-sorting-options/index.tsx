import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type SortingOptionsMode } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);
const modes: { value: SortingOptionsMode; text: string }[] = [
  { value: "multiple", text: "Multiple columns" },
  { value: "single", text: "One column at a time" },
];

export default function ColumnSortingOptionsSample() {
  const [mode, setMode] = useState<SortingOptionsMode>("multiple");
  const [songMode, setSongMode] = useState<SortingOptionsMode>("single");
  const [caseSensitive, setCaseSensitive] = useState(false);
  // One object per mode: a grid applies every new sortingOptions object it is given.
  const sortingOptions = useMemo(() => ({ mode }), [mode]);
  const songSortingOptions = useMemo(() => ({ mode: songMode }), [songMode]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Artists and albums" value={mode} options={modes} onChange={setMode} width={220} />
        <SelectControl label="Songs" value={songMode} options={modes} onChange={setSongMode} width={220} />
        <SwitchControl label="Case-sensitive text sorting" checked={caseSensitive} onChange={setCaseSensitive} />
      </ControlBar>
      <Hint>
        Click headers to sort. In single mode a new sorted column replaces the previous one; in multiple mode they stack. Each row island has
        its own sorting options, and the Country and Label columns cannot be sorted.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          sortingOptions={sortingOptions}
          expansionStates={expandedArtists}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" sortable sortingIgnoreCase={!caseSensitive} minWidth="170px" />
          <IgrColumn field="country" header="Country" sortable={false} />
          <IgrColumn field="genre" header="Genre" sortable sortingIgnoreCase={!caseSensitive} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} sortingOptions={sortingOptions} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" sortable sortingIgnoreCase={!caseSensitive} />
            <IgrColumn field="label" header="Label" sortable={false} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" sortable />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} sortingOptions={songSortingOptions}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" sortable />
              <IgrColumn field="title" header="Song" sortable sortingIgnoreCase={!caseSensitive} />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} sortable />
              <IgrColumn field="streams" header="Streams" dataType="number" sortable />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
