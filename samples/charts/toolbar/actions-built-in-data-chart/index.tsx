import { useState } from "react";
import { IgrToolbar, IgrToolbarModule } from "igniteui-react-layouts";
import {
  IgrAreaSeries,
  IgrCategoryXAxis,
  IgrColumnSeries,
  IgrDataChart,
  IgrDataChartCategoryCoreModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartToolbarModule,
  IgrLegend,
  IgrLegendModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { sales } from "../../_shared/sales";
import { chartArea, chartPage, ControlBar, StatusLine, ToggleGroup } from "../../_shared/controls";

IgrToolbarModule.register();
IgrDataChartCoreModule.register();
IgrDataChartCategoryCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();
IgrLegendModule.register();
// Teaches the toolbar the data chart's built-in actions (zoom, analysis layers, copy).
IgrDataChartToolbarModule.register();

const seriesTypes = ["Column", "Line", "Area"] as const;
type SeriesType = (typeof seriesTypes)[number];
const seriesComponents = { Column: IgrColumnSeries, Line: IgrLineSeries, Area: IgrAreaSeries };

const shown = [
  { field: "North", title: "North region" },
  { field: "East", title: "East region" },
  { field: "online", title: "Online store" },
];

export default function ActionsBuiltInDataChartSample() {
  const [chart, setChart] = useState<IgrDataChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [seriesType, setSeriesType] = useState<SeriesType>("Column");
  const [lastCommand, setLastCommand] = useState("");
  const Series = seriesComponents[seriesType];

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Series type" value={seriesType} options={seriesTypes} onChange={setSeriesType} />
      </ControlBar>
      <div style={{ display: "flex", alignItems: "center", gap: 16, height: 40 }}>
        <div style={{ flex: 1, height: "100%" }}>
          {/* The toolbar reads its target's series and axes and offers the actions that fit them. */}
          <IgrToolbar target={chart} onCommand={(_toolbar, e) => setLastCommand(e.command.commandId)} />
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrDataChart ref={setChart} width="100%" height="100%" legend={legend ?? undefined} isHorizontalZoomEnabled isVerticalZoomEnabled>
          <IgrCategoryXAxis name="months" dataSource={sales} label="month" />
          <IgrNumericYAxis name="revenue" minimumValue={0} title="Revenue (thousands of dollars)" />
          {shown.map((s) => (
            // The key includes the type: a new series component replaces the old one when the type changes.
            <Series
              key={`${seriesType}-${s.field}`}
              name={`${seriesType}-${s.field}`}
              xAxisName="months"
              yAxisName="revenue"
              dataSource={sales}
              valueMemberPath={s.field}
              title={s.title}
              showDefaultTooltip
            />
          ))}
        </IgrDataChart>
      </div>
      <StatusLine>
        {lastCommand
          ? `Last toolbar command: ${lastCommand}`
          : "Use the toolbar to zoom, add trend, min, max or average lines per series, show crosshairs, or copy the chart."}
      </StatusLine>
    </div>
  );
}
