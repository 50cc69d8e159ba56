import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { countries, populationByYear } from "../../_shared/population";
import { ControlBar, SelectControl, StatusLine, SwitchControl, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();

const colors = { Nigeria: "#2e7d32", Brazil: "#f9a825", Japan: "#c62828", Germany: "#424242" };

const placements = [
  { value: "top", text: "Above the chart" },
  { value: "right", text: "Right of the chart" },
] as const;
const badges = [
  { value: "Automatic", text: "Automatic" },
  { value: "Line", text: "Line" },
  { value: "Circle", text: "Circle" },
  { value: "Square", text: "Square" },
  { value: "Marker", text: "Marker" },
] as const;

export default function LegendsSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [placement, setPlacement] = useState<(typeof placements)[number]["value"]>("right");
  const [badge, setBadge] = useState<(typeof badges)[number]["value"]>("Line");
  const [highlight, setHighlight] = useState(true);
  const right = placement === "right";

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Legend placement" value={placement} options={placements} width={200} onChange={setPlacement} />
        <SelectControl label="Badge shape" value={badge} options={badges} width={150} onChange={setBadge} />
        <SwitchControl label="Highlight series on legend hover" checked={highlight} onChange={setHighlight} />
      </ControlBar>
      <StatusLine>The legend is its own component: place it anywhere on the page and pass it to the chart's legend property.</StatusLine>
      <div style={{ display: "flex", flexDirection: right ? "row" : "column", flex: 1, minHeight: 300, gap: 12 }}>
        <div style={{ order: right ? 2 : 0, alignSelf: right ? "center" : "flex-start", fontSize: 14 }}>
          <IgrLegend ref={setLegend} orientation={right ? "Vertical" : "Horizontal"} textStyle="14px sans-serif" />
        </div>
        <div style={{ flex: 1, minHeight: 300, minWidth: 0 }}>
          <IgrDataChart
            legend={legend}
            chartTitle="Population (millions)"
            legendItemBadgeShape={badge}
            legendHighlightingMode={highlight ? "MatchSeries" : "None"}
            highlightingMode={highlight ? "FadeOthersSpecific" : "None"}
            isHorizontalZoomEnabled={false}
            isVerticalZoomEnabled={false}
            width="100%"
            height="100%"
          >
            <IgrCategoryXAxis name="years" label="year" dataSource={populationByYear} />
            <IgrNumericYAxis name="millions" minimumValue={0} />
            {countries.map((c) => (
              <IgrLineSeries key={c} name={c} title={c} xAxisName="years" yAxisName="millions" dataSource={populationByYear} valueMemberPath={c} brush={colors[c]} markerBrush={colors[c]} markerOutline={colors[c]} markerType="Circle" thickness={3} />
            ))}
          </IgrDataChart>
        </div>
      </div>
    </div>
  );
}
