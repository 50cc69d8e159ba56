import { useState } from "react";
import { IgrFinancialChart, IgrFinancialChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { stockBySymbol, titledBars } from "../_shared/data";

IgrFinancialChartModule.register();

type VolumeType = "Column" | "Line" | "Area" | "None";
const volumeTypes: VolumeType[] = ["Column", "Line", "Area", "None"];

const data = titledBars(stockBySymbol("QNTM"), 260);

// The component applies every new array or object it is given: one per module, not one per render.
const volumeBrushes = ["#5a67d8"];
const volumeOutlines = ["#434190"];

export default function FinancialChartVolumeTypesSample() {
  const [volumeType, setVolumeType] = useState<VolumeType>("Column");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Volume type" value={volumeType} options={volumeTypes} onChange={setVolumeType} />
      </ControlBar>
      <div style={chartArea}>
        {/* The volume pane sits under the prices and shows the traded volume of each day. */}
        <IgrFinancialChart
          dataSource={data}
          chartType="Candle"
          chartTitle="QNTM prices and traded volume"
          volumeType={volumeType}
          volumeBrushes={volumeBrushes}
          volumeOutlines={volumeOutlines}
          zoomSliderType="None"
          isToolbarVisible={false}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
