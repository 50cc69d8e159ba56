import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SwitchControl } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

const data = titledBars(stockBySymbol("QNTM"), 300);

export default function FinancialChartPanesSample() {
  const [toolbar, setToolbar] = useState(true);
  const [indicator, setIndicator] = useState(true);
  const [volume, setVolume] = useState(true);
  const [zoom, setZoom] = useState(true);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SwitchControl label="Toolbar" checked={toolbar} onChange={setToolbar} />
        <SwitchControl label="Indicator pane (RSI)" checked={indicator} onChange={setIndicator} />
        <SwitchControl label="Volume pane" checked={volume} onChange={setVolume} />
        <SwitchControl label="Zoom pane" checked={zoom} onChange={setZoom} />
      </ControlBar>
      <div style={chartArea}>
        {/* The chart stacks its panes top to bottom: toolbar, prices, indicators, volume, zoom slider.
            Each optional pane comes and goes with its setting; the price pane takes the space left. */}
        <IgrFinancialChart
          key={`${indicator}`}
          dataSource={data}
          chartType="Candle"
          chartTitle="QNTM in up to five panes"
          isToolbarVisible={toolbar}
          indicatorTypes={indicator ? "RelativeStrengthIndex" : ""}
          volumeType={volume ? "Column" : "None"}
          zoomSliderType={zoom ? "Candle" : "None"}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
