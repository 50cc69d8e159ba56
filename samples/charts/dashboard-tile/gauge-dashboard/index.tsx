import { useState } from "react";
import {
  IgrDashboardTile,
  IgrDataChartDashboardTileModule,
  IgrLinearGaugeDashboardTileModule,
  IgrRadialGaugeDashboardTileModule,
} from "igniteui-react-dashboards";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";

// A single number is shown as a gauge: register the gauge features the tile may pick.
IgrRadialGaugeDashboardTileModule.register();
IgrLinearGaugeDashboardTileModule.register();
// The tile draws part of itself with the data chart feature even for a gauge: opened on its own
// without it, the tile looked different (verify --registration).
IgrDataChartDashboardTileModule.register();

const gaugeTypes = [
  { value: "Auto", text: "Auto (the tile decides)" },
  { value: "RadialGauge", text: "Radial gauge" },
  { value: "LinearGauge", text: "Linear gauge" },
] as const;

type GaugeType = (typeof gaugeTypes)[number]["value"];

export default function GaugeDashboardSample() {
  const [demand, setDemand] = useState(34.6);
  const [gaugeType, setGaugeType] = useState<GaugeType>("Auto");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SliderControl label="Grid demand" value={demand} min={5} max={95} step={0.1} format={(v) => `${v.toFixed(1)} GW`} onChange={setDemand} />
        <SelectControl label="Visualization" value={gaugeType} options={gaugeTypes} width={220} onChange={setGaugeType} />
      </ControlBar>
      <div style={chartArea}>
        {/* The data source is one number: the tile picks a gauge and a scale that fits the value. */}
        <IgrDashboardTile
          width="100%"
          height="100%"
          tileTitle="Electricity demand now (GW)"
          dataSource={demand}
          visualizationType={gaugeType}
        />
      </div>
    </div>
  );
}
