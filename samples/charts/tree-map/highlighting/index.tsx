import { useState } from "react";
import { IgrTreemap, IgrTreemapModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, StatusLine, ToggleGroup } from "../../_shared/controls";
import { population } from "../_shared/data";
import { styleByContinent } from "../_shared/colors";

IgrTreemapModule.register();

type Mode = "FadeOthers" | "Brighten" | "None";
const modes: { value: Mode; text: string }[] = [
  { value: "FadeOthers", text: "Fade others" },
  { value: "Brighten", text: "Brighten" },
  { value: "None", text: "None" },
];

const byContinent = styleByContinent({ asia: "#6d597a", africa: "#b56576", europe: "#355070", americas: "#e56b6f", oceania: "#eaac8b" });

export default function TreeMapHighlightingSample() {
  const [mode, setMode] = useState<Mode>("FadeOthers");
  const [fade, setFade] = useState(0.3);
  const [duration, setDuration] = useState(300);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Highlighting mode" value={mode} options={modes} onChange={setMode} />
        {mode === "FadeOthers" ? (
          <SliderControl label="Fade opacity" value={fade} min={0.05} max={0.9} step={0.05} onChange={setFade} />
        ) : null}
        <SliderControl label="Transition" value={duration} min={0} max={1000} step={50} format={(v) => `${v} ms`} onChange={setDuration} />
      </ControlBar>
      <StatusLine>Move the pointer over the countries: the node under it is highlighted.</StatusLine>
      <div style={chartArea}>
        <IgrTreemap
          dataSource={population}
          idMemberPath="id"
          parentIdMemberPath="parent"
          labelMemberPath="name"
          valueMemberPath="population"
          highlightingMode={mode}
          highlightingFadeOpacity={fade}
          highlightingTransitionDuration={duration}
          nodeStyling={byContinent}
          outline="#ffffff"
          strokeThickness={1}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
