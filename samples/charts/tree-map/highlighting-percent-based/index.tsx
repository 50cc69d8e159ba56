import { useMemo, useState } from "react";
import { IgrTreemap, IgrTreemapModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SliderControl, ToggleGroup } from "../../_shared/controls";
import { population } from "../_shared/data";
import { themeStrongText, themeTint } from "../../_shared/theme-ink";

IgrTreemapModule.register();

type Share = "urban" | "rural";
const shares: { value: Share; text: string }[] = [
  { value: "urban", text: "Urban" },
  { value: "rural", text: "Rural" },
];

// The highlighted data has the same rows as the main data, with the part to highlight as its value:
// here the number of people (millions) living in cities, or outside them.
const highlighted = population.map((node) => {
  const total = node.population;
  const urban = total !== undefined && node.urban !== undefined ? (total * node.urban) / 100 : undefined;
  return { ...node, urban, rural: total !== undefined && urban !== undefined ? total - urban : undefined };
});

export default function TreeMapHighlightingPercentBasedSample() {
  const [share, setShare] = useState<Share>("urban");
  const [opacity, setOpacity] = useState(0.35);
  // A label straddles the solid share and the faded rest, which shows the page through it: both are tints
  // of the share's colour toward the page (light in a light theme, dark in a dark one), under the theme's
  // strongest text. With a fixed dark fill and light labels, the faded rest on a light page read at 1.5:1.
  const look = useMemo(() => {
    const fill = themeTint(share === "urban" ? "#3a56d4" : "#4a6f49");
    return { fills: [fill, fill], ink: themeStrongText() };
  }, [share]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Highlight the population that is" value={share} options={shares} onChange={setShare} />
        <SliderControl label="Opacity of the rest" value={opacity} min={0.1} max={0.8} step={0.05} onChange={setOpacity} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>
        Each country's rectangle is its whole population; the solid part is the {share} share, drawn as a percentage of the rectangle.
      </div>
      <div style={chartArea}>
        <IgrTreemap
          dataSource={population}
          idMemberPath="id"
          parentIdMemberPath="parent"
          labelMemberPath="name"
          valueMemberPath="population"
          highlightedDataSource={highlighted}
          highlightedValueMemberPath={share}
          highlightedValuesDisplayMode="Overlay"
          highlightedValueOpacity={opacity}
          // One colour for every country, so only the highlighted share stands out.
          fillScaleMode="Value"
          fillBrushes={look.fills}
          // The tree map picks one of its two inks by the fill's lightness: both are the theme's.
          textColor={look.ink}
          darkTextColor={look.ink}
          outline="#ffffff"
          strokeThickness={1}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
