import { useMemo, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrSummaryResult } from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists, formatDuration } from "../_shared/artists";

type NumberStyle = "full" | "compact";
type DateStyle = "long" | "year";
const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expandedArtists = new Map<unknown, boolean>([[1, true]]);
const expandedAlbums = new Map<unknown, boolean>([["1-1", true]]);

export default function DataSummaryFormatterSample() {
  const [numberStyle, setNumberStyle] = useState<NumberStyle>("compact");
  const [dateStyle, setDateStyle] = useState<DateStyle>("year");

  // A summaryFormatter gets each summary result and returns its text; Count keeps its plain number.
  const formatters = useMemo(() => {
    const compact = numberStyle === "compact";
    const plain = new Intl.NumberFormat("en-US", { notation: compact ? "compact" : "standard", maximumFractionDigits: 1 });
    const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
    const isCount = (s: IgrSummaryResult) => s.key === "count";
    return {
      number: (s: IgrSummaryResult) => (isCount(s) ? String(s.summaryResult) : plain.format(s.summaryResult as number)),
      money: (s: IgrSummaryResult) => (isCount(s) ? String(s.summaryResult) : money.format(s.summaryResult as number)),
      // Length in seconds reads better as m:ss.
      duration: (s: IgrSummaryResult) => (isCount(s) ? String(s.summaryResult) : formatDuration(Math.round(s.summaryResult as number))),
      date: (s: IgrSummaryResult) => {
        if (isCount(s)) return String(s.summaryResult);
        const d = new Date(s.summaryResult as Date);
        return dateStyle === "year" ? String(d.getFullYear()) : d.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
      },
    };
  }, [numberStyle, dateStyle]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Numbers"
          value={numberStyle}
          onChange={setNumberStyle}
          options={[
            { value: "compact", text: "Compact (1.2M)" },
            { value: "full", text: "Full (1,234,567)" },
          ]}
        />
        <SelectControl
          label="Dates"
          value={dateStyle}
          onChange={setDateStyle}
          options={[
            { value: "year", text: "Year only" },
            { value: "long", text: "Full date" },
          ]}
        />
      </ControlBar>
      <Hint>Every level's summaries go through summaryFormatter functions: listeners and streams in compact numbers, release dates as years, song lengths as m:ss.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expandedArtists} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" hasSummary summaryFormatter={formatters.number} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" hasSummary summaryFormatter={formatters.number} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} expansionStates={expandedAlbums}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" hasSummary summaryFormatter={formatters.date} />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} hasSummary summaryFormatter={formatters.money} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" hasSummary summaryFormatter={formatters.number} />
            <IgrRowIsland childDataKey="songs" primaryKey="id" autoGenerate={false}>
              <IgrColumn field="title" header="Song" />
              <IgrColumn field="duration" header="Length" dataType="number" formatter={formatDuration} hasSummary summaryFormatter={formatters.duration} />
              <IgrColumn field="streams" header="Streams" dataType="number" hasSummary summaryFormatter={formatters.number} />
            </IgrRowIsland>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
