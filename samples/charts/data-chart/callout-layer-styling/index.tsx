import { useState } from "react";
import {
  IgrCalloutLayer,
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartAnnotationModule,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrNumericYAxis,
  IgrSplineAreaSeries,
} from "igniteui-react-charts";
import { sales } from "../../_shared/sales";
import { ControlBar, SelectControl, SliderControl, SwitchControl, chartArea, chartPage } from "../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartAnnotationModule.register();

// One callout per quarter, at the quarter's last month.
const quarterEnds = [2, 5, 8, 11].map((i, q) => {
  const revenue = sales.slice(i - 2, i + 1).reduce((sum, m) => sum + m.online, 0);
  return { index: i, value: sales[i]!.online, label: `Q${q + 1}: $${revenue}K` };
});

const themes = {
  light: { background: "#ffffff", outline: "#7b1fa2", text: "#4a148c", leader: "#7b1fa2" },
  dark: { background: "#263238", outline: "#263238", text: "#ffffff", leader: "#263238" },
  accent: { background: "#ffd54f", outline: "#ff8f00", text: "#3e2723", leader: "#ff8f00" },
};
type Theme = keyof typeof themes;

const themeOptions = [
  { value: "light", text: "Light with purple outline" },
  { value: "dark", text: "Dark" },
  { value: "accent", text: "Amber accent" },
] as const;

export default function CalloutLayerStylingSample() {
  const [theme, setTheme] = useState<Theme>("dark");
  const [radius, setRadius] = useState(10);
  const [stroke, setStroke] = useState(1);
  const [padding, setPadding] = useState(6);
  const [badge, setBadge] = useState(true);
  const t = themes[theme];

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Callout colours" value={theme} options={themeOptions} width={230} onChange={setTheme} />
        <SliderControl label="Corner radius" value={radius} min={0} max={16} format={(v) => `${v} px`} onChange={setRadius} />
        <SliderControl label="Outline" value={stroke} min={0} max={4} format={(v) => `${v} px`} onChange={setStroke} />
        <SliderControl label="Padding" value={padding} min={0} max={14} format={(v) => `${v} px`} onChange={setPadding} />
        <SwitchControl label="Badge" checked={badge} onChange={setBadge} />
      </ControlBar>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Online store revenue by quarter" isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" label="month" dataSource={sales} />
          <IgrNumericYAxis name="revenue" title="Thousands of USD" minimumValue={0} maximumValue={200} />
          <IgrSplineAreaSeries name="online" title="Online" xAxisName="months" yAxisName="revenue" dataSource={sales} valueMemberPath="online" brush="#ce93d8" outline="#7b1fa2" markerType="None" />
          <IgrCalloutLayer
            name="quarters"
            targetSeriesName="online"
            dataSource={quarterEnds}
            xMemberPath="index"
            yMemberPath="value"
            labelMemberPath="label"
            calloutBackground={t.background}
            calloutOutline={t.outline}
            calloutTextColor={t.text}
            calloutLeaderBrush={t.leader}
            calloutCornerRadius={radius}
            calloutStrokeThickness={stroke}
            calloutPaddingLeft={padding}
            calloutPaddingRight={padding}
            calloutPaddingTop={padding / 2}
            calloutPaddingBottom={padding / 2}
            textStyle="bold 13px Verdana, sans-serif"
            calloutBadgeVisible={badge}
            calloutBadgeBackground="#7b1fa2"
            calloutBadgeOutline="#ffffff"
            calloutBadgeWidth={10}
            calloutBadgeHeight={10}
            calloutBadgeCorner={5}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
