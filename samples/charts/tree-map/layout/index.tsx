import { useState } from "react";
import { IgrTreemap, IgrTreemapModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, ToggleGroup } from "../../_shared/controls";
import { population } from "../_shared/data";
import { styleByContinent } from "../_shared/colors";

IgrTreemapModule.register();

type Layout = "Squarified" | "SliceAndDice" | "Stripped";
const layouts: { value: Layout; text: string }[] = [
  { value: "Squarified", text: "Squarified" },
  { value: "SliceAndDice", text: "Slice and dice" },
  { value: "Stripped", text: "Stripped" },
];

type Orientation = "Horizontal" | "Vertical";
const orientations: Orientation[] = ["Horizontal", "Vertical"];

// Where a continent's name goes: a header strip above its countries, or over them (the countries then fill its area).
type Headers = "Header" | "Overlay";
const headerModes: { value: Headers; text: string }[] = [
  { value: "Header", text: "Header strip" },
  { value: "Overlay", text: "Over the nodes" },
];

const notes: Record<Layout, string> = {
  Squarified: "Squarified keeps every rectangle as close to a square as it can: easiest to compare, order not kept.",
  SliceAndDice: "Slice and dice cuts the area in strips, alternating direction at each level: order kept, thin rectangles.",
  Stripped: "Stripped lays rectangles out in rows (or columns) in data order, squarer than slice and dice.",
};

// One colour per continent, shared by its countries, so the layouts' order shows.
const byContinent = styleByContinent({ asia: "#e76f51", africa: "#f4a261", europe: "#2a9d8f", americas: "#264653", oceania: "#8ab17d" });

export default function TreeMapLayoutSample() {
  const [layout, setLayout] = useState<Layout>("Squarified");
  const [orientation, setOrientation] = useState<Orientation>("Horizontal");
  const [headers, setHeaders] = useState<Headers>("Header");

  return (
    <div style={chartPage}>
      <ControlBar>
        <ToggleGroup label="Layout type" value={layout} options={layouts} onChange={setLayout} />
        {layout !== "Squarified" ? <ToggleGroup label="Orientation" value={orientation} options={orientations} onChange={setOrientation} /> : null}
        <ToggleGroup label="Continent names" value={headers} options={headerModes} onChange={setHeaders} />
      </ControlBar>
      <div style={{ fontSize: 14 }}>{notes[layout]}</div>
      <div style={chartArea}>
        <IgrTreemap
          dataSource={population}
          idMemberPath="id"
          parentIdMemberPath="parent"
          labelMemberPath="name"
          valueMemberPath="population"
          layoutType={layout}
          // Orientation sets the direction of the first cut (slice and dice) or of the strips (stripped).
          layoutOrientation={orientation}
          headerDisplayMode={headers}
          nodeStyling={byContinent}
          transitionDuration={400}
          outline="#ffffff"
          strokeThickness={1}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
