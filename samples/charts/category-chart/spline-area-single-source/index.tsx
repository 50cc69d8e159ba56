import { useMemo, useState } from "react";
import { IgrButtonGroup, IgrToggleButton } from "igniteui-react";
import { IgrCategoryChart, IgrCategoryChartModule } from "igniteui-react-charts";
import { Toolbar, chartArea, chartPage } from "../_shared/controls";
import { solarDays, solarOutput } from "../_shared/solar";

IgrCategoryChartModule.register();

// The component applies every new array or object it is given: one per module, not one per render.
const brushes = ["#f8961e"];
const outlines = ["#f3722c"];

export default function SplineAreaSingleSourceSample() {
  const [dayName, setDayName] = useState("Summer");
  const day = solarDays.find((d) => d.name === dayName) ?? solarDays[0]!;
  // One array of { time, output }: a single filled curve.
  const data = useMemo(() => solarOutput(day), [day]);
  const total = data.reduce((sum, r) => sum + r.output * 0.5, 0);

  return (
    <div style={chartPage}>
      <Toolbar>
        <IgrButtonGroup selection="single-required" onSelect={(e) => e.detail && setDayName(e.detail)}>
          {solarDays.map((d) => (
            <IgrToggleButton key={d.name} value={d.name} selected={d.name === dayName}>
              {d.name} day
            </IgrToggleButton>
          ))}
        </IgrButtonGroup>
        <span style={{ paddingBottom: 8 }}>
          Energy produced: <b>{Math.round(total)} MWh</b>
        </span>
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={data}
          chartType="SplineArea"
          chartTitle={`Solar farm output on a ${day.name.toLowerCase()} day`}
          subtitle="Half-hourly readings of a 40 MW farm (simulated)"
          yAxisTitle="MW"
          yAxisMinimumValue={0}
          yAxisMaximumValue={40}
          xAxisInterval={4}
          brushes={brushes}
          outlines={outlines}
          markerTypes="None"
          toolTipType="Item"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
