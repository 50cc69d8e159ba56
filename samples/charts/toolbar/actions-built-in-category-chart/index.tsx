import { useState } from "react";
import { IgrToolbar, IgrToolbarModule } from "igniteui-react-layouts";
import { IgrCategoryChart, IgrCategoryChartModule, IgrCategoryChartToolbarModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";

IgrToolbarModule.register();
IgrCategoryChartModule.register();
// Teaches the toolbar the category chart's built-in actions: zoom, trend and value lines, copy as image.
IgrCategoryChartToolbarModule.register();
IgrLegendModule.register();

const renewables = energyByYear.map(({ year, hydro, wind, solar }) => ({ year, hydro, wind, solar }));

const chartTypes = [
  { value: "Line", text: "Line" },
  { value: "Column", text: "Column" },
  { value: "Area", text: "Area" },
  { value: "Spline", text: "Spline" },
] as const;

type ChartType = (typeof chartTypes)[number]["value"];

export default function ActionsBuiltInCategoryChartSample() {
  // The toolbar needs the chart instance as its target: a callback ref stores it in state.
  const [chart, setChart] = useState<IgrCategoryChart | null>(null);
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [chartType, setChartType] = useState<ChartType>("Line");
  const [lastCommand, setLastCommand] = useState("");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Chart type" value={chartType} options={chartTypes} width={160} onChange={setChartType} />
      </ControlBar>
      <div style={{ display: "flex", alignItems: "center", gap: 16, height: 40 }}>
        <div style={{ flex: 1, height: "100%" }}>
          <IgrToolbar target={chart} onCommand={(_toolbar, e) => setLastCommand(e.command.commandId)} />
        </div>
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </div>
      <div style={chartArea}>
        <IgrCategoryChart
          ref={setChart}
          width="100%"
          height="100%"
          dataSource={renewables}
          legend={legend ?? undefined}
          chartType={chartType}
          chartTitle="Renewable electricity generation (TWh)"
          yAxisMinimumValue={0}
          isHorizontalZoomEnabled
          isVerticalZoomEnabled
        />
      </div>
      <StatusLine>
        {lastCommand
          ? `Last toolbar command: ${lastCommand}`
          : "Open the toolbar's menus: zoom in and out, add trend lines or min, max and average lines, or copy the chart as an image."}
      </StatusLine>
    </div>
  );
}
