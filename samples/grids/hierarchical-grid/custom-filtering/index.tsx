import { IgrColumn, IgrHierarchicalGrid, IgrNumberFilteringOperand, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

/** A number operand with extra conditions of our own in front of the standard ones. */
function numberOperand(extra: { name: string; test: (value: number) => boolean }[]): IgrNumberFilteringOperand {
  const operand = new IgrNumberFilteringOperand();
  // Unary conditions need no search value: the filter row applies them as soon as they are picked.
  operand.operations = [
    ...extra.map(({ name, test }) => ({ name, isUnary: true, iconName: "filter_equal", logic: (value: number) => value != null && test(value) })),
    ...operand.operations,
  ];
  return operand;
}

const awardFilters = numberOperand([
  { name: "Grammy winner", test: (v) => v > 0 },
  { name: "Never won", test: (v) => v === 0 },
]);
const peakFilters = numberOperand([
  { name: "Top 10", test: (v) => v <= 10 },
  { name: "Outside top 40", test: (v) => v > 40 },
]);
const lengthFilters = numberOperand([
  { name: "Short (under 3:00)", test: (v) => v < 180 },
  { name: "Long (over 4:30)", test: (v) => v > 270 },
]);

export default function CustomFilteringSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Open the condition list in a filter row cell of Awards, Chart peak or Length: each starts with conditions of its own (“Grammy winner”,
        “Top 10”, “Short (under 3:00)”…) added through a custom filtering operand, one per level.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} allowFiltering expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="170px" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" filters={awardFilters} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowFiltering expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" dataType="string" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" filters={peakFilters} />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} allowFiltering>
              <IgrColumn field="title" header="Song" dataType="string" />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} filters={lengthFilters} />
              <IgrColumn field="streams" header="Streams" dataType="number" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
