import { useMemo, useState } from "react";
import { IgrDataPieChart, IgrDataPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { quarters, ticketCategories, ticketSales, ticketVenues, type TicketSale } from "../_shared/data";

IgrDataPieChartModule.register();

const venueOptions = [{ value: "all", text: "All venues" }, ...ticketVenues.map((v) => ({ value: v, text: v }))];
const quarterOptions = [{ value: "all", text: "Whole year" }, ...quarters.map((q) => ({ value: q, text: q }))];
const displayModes = [
  { value: "Overlay", text: "Overlay" },
  { value: "Hidden", text: "Hidden" },
] as const;
type DisplayMode = (typeof displayModes)[number]["value"];

/** Revenue by event type for the rows that pass `keep`: one row per category, always in the same order. */
function revenueByCategory(keep: (row: TicketSale) => boolean) {
  return ticketCategories.map((category) => ({
    category,
    revenue: ticketSales.filter((r) => r.category === category && keep(r)).reduce((sum, r) => sum + r.revenue, 0),
  }));
}

const totals = revenueByCategory(() => true);
const brushes = ["#ef476f", "#ffd166", "#06d6a0", "#118ab2", "#8338ec"];
const outlines = ["#ffffff"];

export default function DataPieChartHighlightFilterSample() {
  const [venue, setVenue] = useState("Arena");
  const [quarter, setQuarter] = useState("all");
  const [mode, setMode] = useState<DisplayMode>("Overlay");

  // The highlighted data has one row per slice, in the same order as the main data: the part of each
  // slice that passes the filter. The chart draws it over the full slices, which it fades.
  const highlighted = useMemo(
    () => revenueByCategory((r) => (venue === "all" || r.venue === venue) && (quarter === "all" || r.quarter === quarter)),
    [venue, quarter],
  );
  const share = highlighted.reduce((s, r) => s + r.revenue, 0) / totals.reduce((s, r) => s + r.revenue, 0);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Highlight venue" value={venue} options={venueOptions} onChange={setVenue} />
        <SelectControl label="Quarter" value={quarter} options={quarterOptions} onChange={setQuarter} />
        <ToggleGroup label="Highlighted values" value={mode} options={displayModes} onChange={setMode} />
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>
        A year of ticket revenue by event type (thousand dollars). The highlight shows the part sold at{" "}
        {venue === "all" ? "all venues" : venue} in {quarter === "all" ? "the whole year" : quarter}: {Math.round(share * 100)}% of the total.
      </div>
      <div style={chartArea}>
        <IgrDataPieChart
          dataSource={totals}
          highlightedDataSource={highlighted}
          highlightedValuesDisplayMode={mode}
          labelMemberPath="category"
          valueMemberPath="revenue"
          sliceLabelContentMode="LabelAndValue"
          brushes={brushes}
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
