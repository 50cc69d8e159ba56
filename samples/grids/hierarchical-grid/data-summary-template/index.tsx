import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, IgrSummaryOperand, type IgrSummaryResult, type IgrSummaryTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { artists, formatDuration } from "../_shared/artists";
import "./data-summary-template.css";

const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);
const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });
const pick = (results: IgrSummaryResult[], key: string) => results.find((r) => r.key === key)?.summaryResult as number;

/** The sum in large type with the count under it. */
function TotalSummary({ implicit }: IgrSummaryTemplateContext) {
  return (
    <div className="data-summary-template-total">
      <strong>{compact.format(pick(implicit, "sum"))}</strong>
      <span>over {pick(implicit, "count")} rows</span>
    </div>
  );
}

/** Total running time of an album from the sum of its song lengths. */
function PlaytimeSummary({ implicit }: IgrSummaryTemplateContext) {
  return (
    <div className="data-summary-template-total">
      <strong>{formatDuration(pick(implicit, "sum"))}</strong>
      <span>avg {formatDuration(Math.round(pick(implicit, "average")))} per song</span>
    </div>
  );
}

/** Counts the explicit songs of a song grid, for the bar below (the boolean default summary only counts rows). */
class ExplicitOperand extends IgrSummaryOperand {
  override operate(data: boolean[] = []): IgrSummaryResult[] {
    return [
      { key: "count", label: "Songs", summaryResult: data.length },
      { key: "explicit", label: "Explicit", summaryResult: data.filter(Boolean).length },
    ];
  }
}

/** The share of explicit songs on the album, as a bar. */
function ExplicitSummary({ implicit }: IgrSummaryTemplateContext) {
  const count = pick(implicit, "count");
  const share = count ? pick(implicit, "explicit") / count : 0;
  return (
    <div className="data-summary-template-share">
      <div className="data-summary-template-bar">
        <span style={{ width: `${share * 100}%` }} />
      </div>
      {Math.round(share * 100)} % explicit
    </div>
  );
}

export default function DataSummaryTemplateSample() {
  const [templates, setTemplates] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Summary templates" checked={templates} onChange={setTemplates} />
      </ControlBar>
      <Hint>
        Summary templates draw the results their own way on each level: big compact totals of listeners and units sold, an album's running
        time, and a bar for the share of explicit songs.
      </Hint>
      <div style={gridArea}>
        {/* Templates are read when a grid builds its summary row, so switching them builds a new grid. */}
        <IgrHierarchicalGrid
          key={String(templates)}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          summaryRowHeight={templates ? 64 : 0}
          expansionStates={expandedArtists}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" hasSummary {...templatesWhen(templates, { summaryTemplate: TotalSummary })} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} summaryRowHeight={templates ? 64 : 0} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" hasSummary {...templatesWhen(templates, { summaryTemplate: TotalSummary })} />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false} summaryRowHeight={templates ? 64 : 0}>
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} hasSummary {...templatesWhen(templates, { summaryTemplate: PlaytimeSummary })} />
              <IgrColumn field="explicit" header="Explicit" dataType="boolean" hasSummary summaries={ExplicitOperand} {...templatesWhen(templates, { summaryTemplate: ExplicitSummary })} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
