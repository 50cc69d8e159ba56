import { useState } from "react";
import {
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartVerticalCategoryModule,
  IgrNumericXAxis,
  IgrRangeBarSeries,
  IgrRangeBarSeriesModule,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrRangeBarSeriesModule.register();
IgrDataChartInteractivityModule.register();

// Lowest and highest advertised salary (k$ a year) for roles at a fictional software company.
const roles = [
  { role: "Support engineer", low: 42, high: 61 },
  { role: "QA engineer", low: 55, high: 82 },
  { role: "Front-end developer", low: 68, high: 112 },
  { role: "Back-end developer", low: 72, high: 121 },
  { role: "Designer", low: 60, high: 98 },
  { role: "Data analyst", low: 64, high: 101 },
  { role: "DevOps engineer", low: 80, high: 130 },
  { role: "Engineering manager", low: 110, high: 165 },
];

const orders = [
  { value: "list", text: "As listed" },
  { value: "low", text: "By lowest salary" },
  { value: "spread", text: "By spread" },
];

export default function RangeBarChartSample() {
  const [order, setOrder] = useState("list");
  const data =
    order === "low" ? [...roles].sort((a, b) => a.low - b.low) : order === "spread" ? [...roles].sort((a, b) => a.high - a.low - (b.high - b.low)) : roles;

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Sort roles" value={order} options={orders} width={200} onChange={setOrder} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Salary range by role (k$ a year)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {/* A range bar series is horizontal: categories on a Y axis, values on a numeric X axis. */}
          <IgrCategoryYAxis name="roles" dataSource={data} label="role" interval={1} gap={0.35} isInverted={true} />
          <IgrNumericXAxis name="salary" minimumValue={0} maximumValue={180} interval={20} labelFormat="{0}k" />
          <IgrRangeBarSeries name="salaries" title="Salary" dataSource={data} lowMemberPath="low" highMemberPath="high" yAxisName="roles" xAxisName="salary" brush="#2ab3a6" outline="#1c7d74" radiusX={4} radiusY={4} showDefaultTooltip={true} />
        </IgrDataChart>
      </div>
    </div>
  );
}
