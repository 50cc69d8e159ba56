import { useState } from "react";
import { IgrCategoryChart, IgrCategoryChartModule, IgrLegend, IgrLegendModule } from "igniteui-react-charts";
import { cityTemperatures } from "../_shared/city-climate";
import { ControlBar, SelectControl, SliderControl, chartArea, chartPage } from "../../_shared/controls";

IgrCategoryChartModule.register();
IgrLegendModule.register();

const xModes = [
  { value: "TrackRight", text: "Follow the pointer, right" },
  { value: "TrackLeft", text: "Follow the pointer, left" },
  { value: "SnapRight", text: "Snap right of the month" },
  { value: "SnapLeft", text: "Snap left of the month" },
  { value: "PinLeft", text: "Pin to the left edge" },
  { value: "PinRight", text: "Pin to the right edge" },
] as const;

const yModes = [
  { value: "TrackMiddle", text: "Follow the pointer" },
  { value: "PinTop", text: "Pin to the top" },
  { value: "PinBottom", text: "Pin to the bottom" },
  { value: "PinMiddle", text: "Pin to the middle" },
] as const;

type XMode = (typeof xModes)[number]["value"];
type YMode = (typeof yModes)[number]["value"];

export default function DataTooltipPositioningSample() {
  const [xMode, setXMode] = useState<XMode>("SnapRight");
  const [yMode, setYMode] = useState<YMode>("PinTop");
  const [offsetX, setOffsetX] = useState(10);
  const [offsetY, setOffsetY] = useState(10);
  const [legend, setLegend] = useState<IgrLegend | null>(null);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Horizontal position" value={xMode} options={xModes} width={240} onChange={setXMode} />
        <SelectControl label="Vertical position" value={yMode} options={yModes} width={190} onChange={setYMode} />
        <SliderControl label="Offset X" value={offsetX} min={-40} max={40} step={5} format={(v) => `${v}px`} onChange={setOffsetX} />
        <SliderControl label="Offset Y" value={offsetY} min={-40} max={40} step={5} format={(v) => `${v}px`} onChange={setOffsetY} />
      </ControlBar>
      <IgrLegend ref={setLegend} orientation="Horizontal" />
      <div style={chartArea}>
        <IgrCategoryChart
          dataSource={cityTemperatures}
          chartType="Line"
          legend={legend}
          chartTitle="Average monthly temperature – hover to see the tooltip"
          yAxisTitle="°C"
          markerTypes="None"
          thickness={2}
          toolTipType="Data"
          dataToolTipGroupedPositionModeX={xMode}
          dataToolTipGroupedPositionModeY={yMode}
          dataToolTipPositionOffsetX={offsetX}
          dataToolTipPositionOffsetY={offsetY}
          dataToolTipUnitsText="°C"
          dataToolTipSummaryType="None"
          isCategoryHighlightingEnabled={true}
          crosshairsDisplayMode="None"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
