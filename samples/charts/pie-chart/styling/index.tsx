import { useMemo, useState } from "react";
import { IgrPieChart, IgrPieChartModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, ToggleGroup } from "../../_shared/controls";
import { energyMix } from "../_shared/data";

IgrPieChartModule.register();

// Each palette sets the slice fills, their outline, and the colour of the labels drawn outside.
const palettes = {
  ocean: { fills: ["#03045e", "#023e8a", "#0077b6", "#0096c7", "#00b4d8", "#48cae4", "#90e0ef"], outline: "#caf0f8", label: "#023e8a" },
  autumn: { fills: ["#6a040f", "#9d0208", "#d00000", "#dc2f02", "#e85d04", "#f48c06", "#faa307"], outline: "#fff3e0", label: "#9d0208" },
  pastel: { fills: ["#cdb4db", "#ffc8dd", "#ffafcc", "#bde0fe", "#a2d2ff", "#caffbf", "#fdffb6"], outline: "#6d6875", label: "#6d6875" },
};
type Palette = keyof typeof palettes;
const paletteOptions: { value: Palette; text: string }[] = [
  { value: "ocean", text: "Ocean" },
  { value: "autumn", text: "Autumn" },
  { value: "pastel", text: "Pastel" },
];

type LeaderLine = "Straight" | "Arc" | "Spline";
const leaderLines: LeaderLine[] = ["Straight", "Arc", "Spline"];

export default function PieChartStylingSample() {
  const [palette, setPalette] = useState<Palette>("ocean");
  const [leaderLine, setLeaderLine] = useState<LeaderLine>("Spline");
  const style = palettes[palette];
  // The chart applies every new array it is given: a new one only when the choice changes.
  const outlines = useMemo(() => [style.outline], [style]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Palette" value={palette} options={paletteOptions} onChange={setPalette} />
        <ToggleGroup label="Leader lines" value={leaderLine} options={leaderLines} onChange={setLeaderLine} />
      </ControlBar>
      <div style={{ ...chartArea, background: palette === "ocean" ? "#f1f8fb" : palette === "autumn" ? "#fffaf3" : "#fbf8fc", borderRadius: 12 }}>
        <IgrPieChart
          dataSource={energyMix}
          valueMemberPath="value"
          labelMemberPath="label"
          othersCategoryThreshold={0}
          labelsPosition="OutsideEnd"
          labelOuterColor={style.label}
          leaderLineType={leaderLine}
          leaderLineMargin={8}
          textStyle="600 14px Georgia, serif"
          radiusFactor={0.65}
          startAngle={-90}
          brushes={style.fills}
          // A single outline colour is repeated for every slice.
          outlines={outlines}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
