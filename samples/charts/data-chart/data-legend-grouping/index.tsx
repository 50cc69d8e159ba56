import { useMemo, useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataLegend,
  IgrDataLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartArea, chartPage } from "../_shared/controls";
import { themeInk } from "../../_shared/theme-ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrDataLegendModule.register();

const sources = [
  { field: "coal", title: "Coal", color: "#5d4037", kind: "Fossil", supply: "Dispatchable" },
  { field: "gas", title: "Gas", color: "#7e57c2", kind: "Fossil", supply: "Dispatchable" },
  { field: "nuclear", title: "Nuclear", color: "#ef6c00", kind: "Low carbon", supply: "Dispatchable" },
  { field: "hydro", title: "Hydro", color: "#1e88e5", kind: "Renewable", supply: "Dispatchable" },
  { field: "wind", title: "Wind", color: "#00897b", kind: "Renewable", supply: "Variable" },
  { field: "solar", title: "Solar", color: "#f9a825", kind: "Renewable", supply: "Variable" },
] as const;

const groupings = [
  { value: "kind", text: "Fossil / low carbon / renewable" },
  { value: "supply", text: "Dispatchable / variable" },
] as const;

// The component applies every new array or object it is given: one per module, not one per render.
const crosshairPoint = { x: 0.6, y: 0.5 };

export default function DataLegendGroupingSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [grouping, setGrouping] = useState<(typeof groupings)[number]["value"]>("kind");
  const [groupRows, setGroupRows] = useState(true);
  const [summary, setSummary] = useState(true);
  // The group rows' slate, mixed into the theme's text colour so it reads on a dark page too
  // (once per mount: a theme change mounts the sample afresh).
  const groupInk = useMemo(() => themeInk("#37474f"), []);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Group sources by" value={grouping} options={groupings} width={270} onChange={setGrouping} />
        <SwitchControl label="Group rows" checked={groupRows} onChange={setGroupRows} />
        <SwitchControl label="Group totals" checked={summary} onChange={setSummary} />
      </ControlBar>
      <StatusLine>Each series names its group with dataLegendGroup; the data legend lists the series group by group.</StatusLine>
      <div style={{ display: "flex", flex: 1, minHeight: 300, gap: 12 }}>
        <div style={{ fontSize: 13, minWidth: 190 }}>
          <IgrDataLegend target={chart} layoutMode="Table" groupRowVisible={groupRows} summaryType={summary ? "Total" : "None"} unitsText="TWh" unitsDisplayMode="Visible" groupTextColor={groupInk} groupTextStyle="bold 13px sans-serif" />
        </div>
        <div style={{ ...chartArea, minWidth: 0 }}>
          <IgrDataChart
            ref={setChart}
            chartTitle="Electricity generation by source (TWh)"
            crosshairPoint={crosshairPoint}
            shouldSimulateHoverMoveCrosshairPoint={true}
            isHorizontalZoomEnabled={false}
            isVerticalZoomEnabled={false}
            width="100%"
            height="100%"
          >
            <IgrCategoryXAxis name="years" label="year" dataSource={energyByYear} />
            <IgrNumericYAxis name="twh" minimumValue={0} />
            {sources.map((s) => (
              <IgrLineSeries
                key={s.field}
                name={s.field}
                title={s.title}
                dataLegendGroup={s[grouping]}
                xAxisName="years"
                yAxisName="twh"
                dataSource={energyByYear}
                valueMemberPath={s.field}
                brush={s.color}
                thickness={3}
                markerType="None"
              />
            ))}
          </IgrDataChart>
        </div>
      </div>
    </div>
  );
}
