import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration, type Album, type Artist, type Song } from "../_shared/artists";
import "./conditional-cell-style-1.css";

const expandedArtists = new Map<unknown, boolean>([[2, true]]);
const expandedAlbums = new Map<unknown, boolean>([["2-1", true]]);

// cellClasses maps a class name to a test of (row data, field value); a cell gets every class whose test passes.
const awardClasses = { "conditional-cell-style-1-winner": (row: Artist) => row.grammyAwards >= 3 };
const peakClasses = {
  "conditional-cell-style-1-top10": (row: Album) => row.chartPeak <= 10,
  "conditional-cell-style-1-flop": (row: Album) => row.chartPeak > 80,
};
const streamClasses = { "conditional-cell-style-1-hit": (row: Song) => row.streams >= 100_000_000 };
const explicitClasses = { "conditional-cell-style-1-explicit": (row: Song) => row.explicit };

export default function ConditionalCellStyle1Sample() {
  return (
    <div style={gridPage}>
      <Hint>
        CSS classes chosen per cell with <code>cellClasses</code>, on each level: a star for artists with 3+ Grammys, green for albums that
        reached the top 10 and red for those that peaked below 80, purple for songs with over 100 million streams.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" cellClasses={awardClasses} />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" cellClasses={awardClasses} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" cellClasses={peakClasses} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="number" header="#" dataType="number" width="70px" />
              <IgrColumn field="title" header="Song" cellClasses={explicitClasses} />
              <IgrColumn field="duration" header="Length" formatter={formatDuration} />
              <IgrColumn field="streams" header="Streams" dataType="number" cellClasses={streamClasses} />
              <IgrColumn field="explicit" header="Explicit" dataType="boolean" />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
