import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrCategoryYAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartVerticalCategoryModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrRangeAreaSeries,
  IgrRangeBarSeries,
  IgrRangeBarSeriesModule,
  IgrRangeColumnSeries,
} from "igniteui-react-charts";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartVerticalCategoryModule.register();
IgrRangeBarSeriesModule.register();
IgrDataChartInteractivityModule.register();

// Normal range of vital signs for adults (lower and upper bound), rounded; for illustration only.
const vitals = [
  { sign: "Resting pulse (bpm)", low: 60, high: 100 },
  { sign: "Breathing (per min)", low: 12, high: 20 },
  { sign: "Systolic BP (mmHg)", low: 90, high: 120 },
  { sign: "Diastolic BP (mmHg)", low: 60, high: 80 },
  { sign: "Blood sugar (mg/dL)", low: 70, high: 100 },
];

type Kind = "column" | "bar" | "area";
const kinds = [
  { value: "column", text: "Range column" },
  { value: "bar", text: "Range bar" },
  { value: "area", text: "Range area" },
] as const;

export default function TypeRangeSeriesSample() {
  const [kind, setKind] = useState<Kind>("column");
  const common = { dataSource: vitals, lowMemberPath: "low", highMemberPath: "high", brush: "#2ab3a6", outline: "#1c7d74", showDefaultTooltip: true };

  // The three range series share lowMemberPath/highMemberPath; a range bar needs a category Y axis and a numeric X axis.
  const children =
    kind === "bar"
      ? [
          <IgrCategoryYAxis key="signsY" name="signsY" dataSource={vitals} label="sign" interval={1} gap={0.4} isInverted={true} />,
          <IgrNumericXAxis key="valuesX" name="valuesX" minimumValue={0} maximumValue={140} />,
          <IgrRangeBarSeries key="barRange" name="barRange" title="Normal range" {...common} xAxisName="valuesX" yAxisName="signsY" radiusX={4} radiusY={4} />,
        ]
      : [
          <IgrCategoryXAxis key="signsX" name="signsX" dataSource={vitals} label="sign" interval={1} gap={0.4} />,
          <IgrNumericYAxis key="valuesY" name="valuesY" minimumValue={0} maximumValue={140} />,
          kind === "column" ? (
            <IgrRangeColumnSeries key="columnRange" name="columnRange" title="Normal range" {...common} xAxisName="signsX" yAxisName="valuesY" radiusX={4} radiusY={4} />
          ) : (
            <IgrRangeAreaSeries key="areaRange" name="areaRange" title="Normal range" {...common} xAxisName="signsX" yAxisName="valuesY" areaFillOpacity={0.5} thickness={2} />
          ),
        ];

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Range series" value={kind} options={kinds} onChange={setKind} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart key={kind === "bar" ? "horizontal" : "vertical"} chartTitle="Normal ranges of adult vital signs" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          {children}
        </IgrDataChart>
      </div>
    </div>
  );
}
