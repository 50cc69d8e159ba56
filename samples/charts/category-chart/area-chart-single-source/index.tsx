import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { energyByYear } from "../../_shared/energy";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const groups = [
  { value: "renewable", text: "Renewable" },
  { value: "fossil", text: "Fossil" },
  { value: "all", text: "All sources" },
] as const;

type Group = (typeof groups)[number]["value"];

// One array holds every source; includedProperties picks the fields that become series.
const fields: Record<Group, string[]> = {
  renewable: ["year", "hydro", "wind", "solar"],
  fossil: ["year", "coal", "gas"],
  all: ["year", "coal", "gas", "nuclear", "hydro", "wind", "solar"],
};

export default function AreaChartSingleSourceSample() {
  const [group, setGroup] = useState<Group>("renewable");
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Fields plotted" value={group} options={groups} onChange={setGroup} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </ControlBar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={energyByYear}
          includedProperties={fields[group]}
          chartType="Area"
          legend={legend}
          chartTitle="Electricity generation by source"
          subtitle="One data source, one series per field"
          yAxisTitle="TWh"
          yAxisMinimumValue={0}
          areaFillOpacity={0.5}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
