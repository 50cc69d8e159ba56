import { useState } from "react";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrNumericYAxis,
  IgrWaterfallSeries,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

// A fictional café's cash balance (k$) through the year, month by month. A waterfall series draws
// each column from the previous value to the current one: up in the main colour, down in negativeBrush.
const changes = [14, -6, 9, 12, -18, 7, 15, 11, -9, 4, -5, 21];
const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const data = (() => {
  let balance = 40;
  const rows = [{ month: "Start", balance }];
  changes.forEach((change, i) => {
    balance += change;
    rows.push({ month: months[i]!, balance });
  });
  return rows;
})();

const palettes = [
  { value: "classic", text: "Green up, red down" },
  { value: "blue", text: "Blue up, orange down" },
  { value: "mono", text: "Dark up, light down" },
];
const colors: Record<string, [string, string]> = {
  classic: ["#2a9d4b", "#d62728"],
  blue: ["#1f77b4", "#f28e2b"],
  mono: ["#37474f", "#b0bec5"],
};

export default function WaterfallChartSample() {
  const [palette, setPalette] = useState("classic");
  const [radius, setRadius] = useState(2);
  const [up, down] = colors[palette] ?? ["#2a9d4b", "#d62728"];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Colours" value={palette} options={palettes} width={220} onChange={setPalette} />
        <SliderControl label="Corner radius" value={radius} min={0} max={10} onChange={setRadius} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Café cash balance through the year (k$)" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={data} label="month" interval={1} gap={0.25} />
          <IgrNumericYAxis name="balance" title="k$" minimumValue={0} />
          <IgrWaterfallSeries
            name="cash"
            title="Cash balance"
            dataSource={data}
            valueMemberPath="balance"
            xAxisName="months"
            yAxisName="balance"
            brush={up}
            outline={up}
            negativeBrush={down}
            negativeOutline={down}
            radiusX={radius}
            radiusY={radius}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
