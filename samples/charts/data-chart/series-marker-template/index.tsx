import { useState } from "react";
import type { DataTemplateMeasureInfo, DataTemplateRenderInfo, IgDataTemplate } from "igniteui-react-core";
import {
  IgrCategoryXAxis,
  IgrDataChart,
  IgrDataChartCategoryModule,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrLineSeries,
  IgrNumericYAxis,
} from "igniteui-react-charts";
import { ControlBar, ToggleGroup, chartArea, chartPage } from "../../_shared/controls";
import { sales } from "../../_shared/sales";
import { inkOn } from "../../../_shared/ink";

IgrDataChartCoreModule.register();
IgrDataChartCategoryModule.register();
IgrDataChartInteractivityModule.register();

// Online revenue per month, with the change from the month before.
const data = sales.map((s, i) => ({ month: s.month, online: s.online, change: i === 0 ? 0 : s.online - (sales[i - 1]?.online ?? s.online) }));

type Style = "badge" | "arrow" | "default";
const styles = [
  { value: "badge", text: "Value badge" },
  { value: "arrow", text: "Up/down arrow" },
  { value: "default", text: "Built-in circle" },
] as const;

const up = "#2a9d4b";
const down = "#d62728";

/**
 * A marker template paints each marker on the chart's canvas: measure() reports its size, render()
 * draws it centred on (xPosition, yPosition). The chart also renders into a hidden hit-test canvas;
 * there the shape must be filled with the colour it passes in, so tooltips and hovering still work.
 */
function template(style: "badge" | "arrow"): IgDataTemplate {
  const width = style === "badge" ? 44 : 22;
  const height = style === "badge" ? 24 : 22;
  return {
    measure: (info: DataTemplateMeasureInfo) => {
      info.width = width;
      info.height = height;
      info.isConstant = true;
    },
    render: (info: DataTemplateRenderInfo) => {
      const ctx = info.context as CanvasRenderingContext2D;
      const item = info.data?.item as (typeof data)[number] | undefined;
      if (!item) return;
      const x = info.xPosition;
      const y = info.yPosition;
      const color = item.change >= 0 ? up : down;
      ctx.beginPath();
      if (style === "badge") {
        ctx.roundRect(x - width / 2, y - height / 2, width, height, 6);
      } else {
        const dir = item.change >= 0 ? -1 : 1;
        ctx.moveTo(x, y + (dir * height) / 2);
        ctx.lineTo(x + width / 2, y - (dir * height) / 2);
        ctx.lineTo(x - width / 2, y - (dir * height) / 2);
        ctx.closePath();
      }
      if (info.isHitTestRender) {
        ctx.fillStyle = info.data.actualItemBrush.fill;
        ctx.fill();
        return;
      }
      ctx.fillStyle = color;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = "#ffffff";
      ctx.stroke();
      if (style === "badge") {
        // The ink that reads on the badge's colour (white read at 3.5:1 on the green).
        ctx.fillStyle = inkOn(color);
        ctx.font = "bold 12px sans-serif";
        ctx.textAlign = "center";
        ctx.textBaseline = "middle";
        ctx.fillText(String(item.online), x, y + 0.5);
      }
    },
    passStarting: () => {},
    passCompleted: () => {},
  };
}

const templates = { badge: template("badge"), arrow: template("arrow") };

export default function SeriesMarkerTemplateSample() {
  const [style, setStyle] = useState<Style>("badge");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Marker" value={style} options={styles} onChange={setStyle} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Green markers: revenue grew on the month before; red: it fell.
      </div>
      <div style={chartArea}>
        <IgrDataChart chartTitle="Online store revenue, 2024 (k$)" plotAreaMarginLeft={30} plotAreaMarginRight={30} isHorizontalZoomEnabled={false} isVerticalZoomEnabled={false} width="100%" height="100%">
          <IgrCategoryXAxis name="months" dataSource={data} label="month" interval={1} />
          <IgrNumericYAxis name="revenue" minimumValue={40} maximumValue={180} />
          <IgrLineSeries
            key={`online-${style}`}
            name={`online-${style}`}
            title="Online"
            dataSource={data}
            valueMemberPath="online"
            xAxisName="months"
            yAxisName="revenue"
            brush="#6c7a89"
            thickness={2}
            markerType={style === "default" ? "Circle" : "None"}
            markerTemplate={style === "default" ? undefined : templates[style]}
            showDefaultTooltip={true}
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
