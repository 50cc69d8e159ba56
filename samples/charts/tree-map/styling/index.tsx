import { useState } from "react";
import { IgrTreemap, IgrTreemapModule, IgrTreemapNodeStylingEventArgs } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, SliderControl } from "../../_shared/controls";
import { population } from "../_shared/data";

IgrTreemapModule.register();

// Each look paints its own page behind the map, so its colours hold in every gallery theme; each
// label ink reads at 4.5:1 or more on every fill of its look.
const themes = {
  night: { fills: ["#1b2a41", "#324a5f", "#0c1821"], header: "#0c1821", headerText: "#f1f5f9", text: "#e2e8f0", outline: "#94a3b8", page: "#0f172a" },
  paper: { fills: ["#fefae0", "#dda15e", "#e3b27e"], header: "#283618", headerText: "#fefae0", text: "#283618", outline: "#283618", page: "#fefae0" },
  candy: { fills: ["#ffc8dd", "#cdb4db", "#a2d2ff"], header: "#c9005a", headerText: "#ffffff", text: "#3a0ca3", outline: "#ffffff", page: "#fff0f6" },
};
type Theme = keyof typeof themes;
const themeOptions: { value: Theme; text: string }[] = [
  { value: "night", text: "Night" },
  { value: "paper", text: "Paper" },
  { value: "candy", text: "Candy" },
];

export default function TreeMapStylingSample() {
  const [theme, setTheme] = useState<Theme>("paper");
  const [border, setBorder] = useState(2);
  const [padding, setPadding] = useState(4);
  const style = themes[theme];

  // nodeStyling lets the page style single nodes: here the most populous country of each continent
  // gets a bold label and a thicker, accent outline.
  const onNodeStyling = (_s: IgrTreemap, e: IgrTreemapNodeStylingEventArgs) => {
    if (e.isParent) return;
    const siblings = population.filter((n) => n.parent === (e.item as { parent: string }).parent);
    const biggest = Math.max(...siblings.map((n) => n.population ?? 0));
    if (e.value === biggest) {
      e.style.outline = "#e63946";
      e.style.strokeThickness = border + 2;
      e.style.label = `★ ${e.label}`;
    }
  };

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Theme" value={theme} options={themeOptions} onChange={setTheme} />
        <SliderControl label="Border" value={border} min={0} max={6} format={(v) => `${v} px`} onChange={setBorder} />
        <SliderControl label="Parent padding" value={padding} min={0} max={16} format={(v) => `${v} px`} onChange={setPadding} />
      </ControlBar>
      <div style={{ ...chartArea, background: style.page, borderRadius: 8, padding: 8, boxSizing: "border-box" }}>
        <IgrTreemap
          key={`${theme}-${border}`}
          dataSource={population}
          idMemberPath="id"
          parentIdMemberPath="parent"
          labelMemberPath="name"
          valueMemberPath="population"
          fillScaleMode="Value"
          isFillScaleLogarithmic={true}
          fillBrushes={style.fills}
          outline={style.outline}
          strokeThickness={border}
          headerBackground={style.header}
          headerHoverBackground={style.header}
          headerTextColor={style.headerText}
          headerDarkTextColor={style.headerText}
          headerHoverTextColor={style.headerText}
          headerHeight={28}
          headerTextStyle="600 14px Georgia, serif"
          textColor={style.text}
          darkTextColor={style.text}
          textStyle="12px Georgia, serif"
          labelVerticalAlignment="Bottom"
          labelHorizontalAlignment="Right"
          parentNodeLeftPadding={padding}
          parentNodeRightPadding={padding}
          parentNodeTopPadding={padding}
          parentNodeBottomPadding={padding}
          nodeStyling={onNodeStyling}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
