import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrNumberSummaryOperand, IgrRowIsland, IgrSummaryOperand, type IgrSummaryResult } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

/** Chart peaks: the best position and how many albums reached the top 10. */
class PeakSummary extends IgrSummaryOperand {
  override operate(data: number[] = []): IgrSummaryResult[] {
    return [
      { key: "best", label: "Best", summaryResult: data.length ? Math.min(...data) : 0 },
      { key: "top10", label: "Top 10 hits", summaryResult: data.filter((p) => p <= 10).length },
    ];
  }
}

/** Total running time of the songs, as m:ss, plus the longest song. */
class PlaytimeSummary extends IgrNumberSummaryOperand {
  override operate(data: number[] = []): IgrSummaryResult[] {
    const total = data.reduce((s, v) => s + v, 0);
    return [
      { key: "total", label: "Running time", summaryResult: formatDuration(total) },
      { key: "longest", label: "Longest", summaryResult: formatDuration(data.length ? Math.max(...data) : 0) },
    ];
  }
}

// The component applies every new array or object it is given: one per module, not one per render.
const disabledSummaries = ["sum", "average"];

export default function DataSummaryOptionsSample() {
  const [rootSummaries, setRootSummaries] = useState(true);
  const [albumSummaries, setAlbumSummaries] = useState(true);
  const [songSummaries, setSongSummaries] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Artist summaries" checked={rootSummaries} onChange={setRootSummaries} />
        <SwitchControl label="Album summaries" checked={albumSummaries} onChange={setAlbumSummaries} />
        <SwitchControl label="Song summaries" checked={songSummaries} onChange={setSongSummaries} />
      </ControlBar>
      <Hint>
        Each level has its own summary row: the default summaries for the column type on the artists, and custom summary operands on albums
        (best chart peak, number of top-10 hits) and songs (running time and the longest song).
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" hasSummary={rootSummaries} />
          <IgrColumn field="debutYear" header="Debut" dataType="number" formatter={String} hasSummary={rootSummaries} disabledSummaries={disabledSummaries} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" hasSummary={rootSummaries} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" hasSummary={albumSummaries} />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" hasSummary={albumSummaries} summaries={PeakSummary} />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} hasSummary={songSummaries} summaries={PlaytimeSummary} />
              <IgrColumn field="explicit" header="Explicit" dataType="boolean" hasSummary={songSummaries} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
