import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule, type IgrDomainChartSeriesPointerEventArgs } from "igniteui-react-charts";
import { stockCloses } from "../_shared/stock-prices";
import { ControlBar, SelectControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();

const prices = stockCloses("Cirrus");

interface Callout {
  index: number;
  value: number;
  label: string;
}

function note(index: number, text: string): Callout {
  const point = prices[index]!;
  return { index, value: point.close, label: `${text}: $${point.close.toFixed(2)}` };
}

const highest = prices.reduce((best, p, i) => (p.close > prices[best]!.close ? i : best), 0);
const lowest = prices.reduce((best, p, i) => (p.close < prices[best]!.close ? i : best), 0);
const startNotes = [note(0, "Open"), note(lowest, "Low"), note(highest, "High")];

const collisionModes = [
  { value: "Auto", text: "Auto" },
  { value: "Greedy", text: "Greedy" },
  { value: "GreedyCenterOfMass", text: "Greedy, centre of mass" },
  { value: "SimulatedAnnealing", text: "Simulated annealing" },
] as const;

type CollisionMode = (typeof collisionModes)[number]["value"];

const themes = {
  amber: { background: "#fff8e1", outline: "#b8860b", text: "#3b2f00" },
  dark: { background: "#263238", outline: "#263238", text: "#ffffff" },
  light: { background: "#ffffff", outline: "#90a4ae", text: "#37474f" },
};

type Theme = keyof typeof themes;

const themeOptions = [
  { value: "amber", text: "Amber notes" },
  { value: "dark", text: "Dark" },
  { value: "light", text: "Light" },
] as const;

export default function AnnotationsCalloutsSample() {
  const [notes, setNotes] = useState<Callout[]>(startNotes);
  const [collision, setCollision] = useState<CollisionMode>("Auto");
  const [theme, setTheme] = useState<Theme>("amber");
  const colors = themes[theme];

  const onClick = (_chart: unknown, e: IgrDomainChartSeriesPointerEventArgs) => {
    const index = prices.indexOf(e.item);
    if (index < 0 || notes.some((n) => n.index === index)) return;
    // A new array, not a changed one: the chart lays out its callouts again when the source is replaced.
    setNotes([...notes, note(index, prices[index]!.day)]);
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Collision mode" value={collision} options={collisionModes} width={230} onChange={setCollision} />
        <SelectControl label="Callout colours" value={theme} options={themeOptions} width={170} onChange={setTheme} />
        <IgrButton variant="outlined" onClick={() => setNotes(startNotes)}>
          Reset callouts
        </IgrButton>
      </ControlBar>
      <div style={{ fontSize: 13, opacity: 0.8 }}>Click a point on the line to pin a callout with its price ({notes.length} callouts).</div>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={prices}
          chartType="Line"
          chartTitle="Cirrus Renewables – closing price"
          yAxisTitle="USD"
          calloutsVisible={true}
          calloutsDataSource={notes}
          calloutsXMemberPath="index"
          calloutsYMemberPath="value"
          calloutsLabelMemberPath="label"
          calloutCollisionMode={collision}
          calloutsBackground={colors.background}
          calloutsOutline={colors.outline}
          calloutsLeaderBrush={colors.outline}
          calloutsStrokeThickness={1}
          calloutsTextColor={colors.text}
          seriesClick={onClick}
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
