import { useState } from "react";
import type { DataTemplateMeasureInfo, DataTemplateRenderInfo, IgDataTemplate } from "igniteui-react-core";
import {
  IgrAnchoredCategorySeries,
  IgrCategoryChart,
  IgrCategoryChartModule,
  IgrLegend,
  IgrLegendModule,
} from "igniteui-react-charts";
import { Choice, Toolbar, chartArea, chartPage } from "../_shared/controls";
import { cities, cityNames, climate, type City } from "../../_shared/weather";
import { inkOn } from "../../../_shared/ink";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const cityOptions = cities.map((c) => ({ value: c, text: cityNames[c] }));

const radius = 14;

/** Blue at -5 °C or below, through green and yellow, to red at 35 °C or above: hsl(hue, 75%, 48%) as `#rrggbb`. */
function temperatureColor(celsius: number): string {
  const t = Math.min(1, Math.max(0, (celsius + 5) / 40));
  const hue = Math.round(230 - 230 * t);
  const [saturation, lightness] = [0.75, 0.48];
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/**
 * A marker template draws each marker on the chart's canvas. measure() gives its size; render()
 * paints it centred on (xPosition, yPosition). The chart also renders markers into a hidden
 * hit-test canvas: there the shape must be filled with the colour the chart passes in.
 */
function temperatureMarker(field: "high" | "low"): IgDataTemplate {
  return {
    measure: (info: DataTemplateMeasureInfo) => {
      info.width = radius * 2;
      info.height = radius * 2;
      info.isConstant = true;
    },
    render: (info: DataTemplateRenderInfo) => {
      const ctx = info.context as CanvasRenderingContext2D;
      const value = info.data?.item?.[field] as number | undefined;
      if (value === undefined) return;
      const x = info.xPosition;
      const y = info.yPosition;
      ctx.beginPath();
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      if (info.isHitTestRender) {
        ctx.fillStyle = info.data.actualItemBrush.fill;
        ctx.fill();
        return;
      }
      const fill = temperatureColor(value);
      ctx.fillStyle = fill;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = field === "high" ? "#ffffff" : "#1d2433";
      ctx.stroke();
      // White read at 1.7:1 to 3.9:1 on the green, yellow and light blue markers: the ink that reads on each.
      ctx.fillStyle = inkOn(fill);
      ctx.font = "bold 11px sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(`${value}°`, x, y + 0.5);
    },
    passStarting: () => {},
    passCompleted: () => {},
  };
}

const templates = { high: temperatureMarker("high"), low: temperatureMarker("low") };

// The component applies every new array or object it is given: one per module, not one per render.
const includedProperties = ["month", "high", "low"];
const brushes = ["#9aa5b8", "#5c6b85"];
const outlines = ["#9aa5b8", "#5c6b85"];

export default function MarkerTemplatesSample() {
  const [legend, setLegend] = useState<IgrLegend | null>(null);
  const [city, setCity] = useState<City>("oslo");

  return (
    <div style={chartPage}>
      <Toolbar>
        <Choice label="City" value={city} options={cityOptions} width={160} onChange={setCity} />
        <IgrLegend ref={setLegend} orientation="Horizontal" />
      </Toolbar>
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={climate[city]}
          includedProperties={includedProperties}
          legend={legend}
          chartType="Line"
          // The category chart creates its series itself: give each one its template as it is added.
          seriesAdded={(_, e) => {
            const series = e.series;
            if (series instanceof IgrAnchoredCategorySeries) {
              series.markerTemplate = series.valueMemberPath === "low" ? templates.low : templates.high;
            }
          }}
          brushes={brushes}
          outlines={outlines}
          thickness={2}
          chartTitle={`${cityNames[city]}: average daily high and low`}
          subtitle="Each marker is drawn by a template, coloured by its temperature"
          yAxisLabelFormat="{0}°C"
          yAxisMinimumValue={-10}
          yAxisMaximumValue={40}
          toolTipType="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
