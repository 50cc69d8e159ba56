import { useState } from "react";
import { IgrSparkline, IgrSparklineModule } from "igniteui-react-charts";
import { chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { riverLevel } from "../_shared/data";

IgrSparklineModule.register();

type Plotting = "DontPlot" | "LinearInterpolate";
const plottings: { value: Plotting; text: string }[] = [
  { value: "DontPlot", text: "Leave gaps" },
  { value: "LinearInterpolate", text: "Join across gaps" },
];

type Display = "Line" | "Area" | "Column";
const displays: Display[] = ["Line", "Area", "Column"];

const missing = riverLevel.filter((r) => r.value === null).length;

export default function SparklineUnknownValuesSample() {
  const [plotting, setPlotting] = useState<Plotting>("DontPlot");
  const [display, setDisplay] = useState<Display>("Line");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Unknown values" value={plotting} options={plottings} onChange={setPlotting} />
        <ToggleGroup label="Display type" value={display} options={displays} onChange={setDisplay} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Hourly river level over two days; the gauge sent nothing for {missing} of the {riverLevel.length} hours (null values).
      </div>
      <div style={{ flex: 1, minHeight: 240, border: "1px solid var(--ig-gray-300)", borderRadius: 8, padding: 16, boxSizing: "border-box" }}>
        <IgrSparkline
          dataSource={riverLevel}
          valueMemberPath="value"
          labelMemberPath="label"
          displayType={display}
          // How null values are drawn: a break in the line, or a straight line across the gap.
          unknownValuePlotting={plotting}
          brush="#2c7a7b"
          lineThickness={2}
          markerVisibility="Visible"
          markerBrush="#285e61"
          markerSize={5}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
