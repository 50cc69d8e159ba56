import { useState } from "react";
import { IgrTreemap, IgrTreemapModule } from "igniteui-react-charts";
import { chartArea, chartPage, ControlBar, SelectControl, StatusLine } from "../../_shared/controls";
import { population } from "../_shared/data";

IgrTreemapModule.register();

type Header = "Header" | "Overlay";
const headers: { value: Header; text: string }[] = [
  { value: "Header", text: "Header above" },
  { value: "Overlay", text: "Overlay on the area" },
];

type Layout = "Squarified" | "SliceAndDice" | "Stripped";
const layouts: { value: Layout; text: string }[] = [
  { value: "Squarified", text: "Squarified" },
  { value: "Stripped", text: "Stripped" },
  { value: "SliceAndDice", text: "Slice and dice" },
];

// The component applies every new array or object it is given: one per module, not one per render.
// From a mid blue to a deep one: every shade between holds the tree map's light labels at 4.5:1.
const fillBrushes = ["#3f6d9c", "#1c5f9c", "#08306b"];

export default function TreeMapOverviewSample() {
  const [header, setHeader] = useState<Header>("Header");
  const [layout, setLayout] = useState<Layout>("Squarified");

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Layout" value={layout} options={layouts} onChange={setLayout} />
        <SelectControl label="Continent labels" value={header} options={headers} onChange={setHeader} />
      </ControlBar>
      <StatusLine>Population of the largest countries, grouped by continent (millions). Click a continent to zoom in; click its header to zoom back out.</StatusLine>
      <div style={chartArea}>
        {/* A flat list becomes a tree through idMemberPath / parentIdMemberPath; areas are proportional to the value. */}
        <IgrTreemap
          dataSource={population}
          idMemberPath="id"
          parentIdMemberPath="parent"
          labelMemberPath="name"
          valueMemberPath="population"
          rootTitle="World"
          layoutType={layout}
          headerDisplayMode={header}
          // Nodes are coloured along the brushes by value: small countries lighter, large ones dark.
          fillScaleMode="Value"
          fillBrushes={fillBrushes}
          isFillScaleLogarithmic={true}
          headerBackground="#f0f4f8"
          headerTextColor="#1a202c"
          outline="#ffffff"
          strokeThickness={1}
          width="100%"
          height="100%"
        />
      </div>
    </div>
  );
}
