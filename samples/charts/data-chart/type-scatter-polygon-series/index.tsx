import { useMemo, useState } from "react";
import {
  IgrDataChart,
  IgrDataChartCoreModule,
  IgrDataChartInteractivityModule,
  IgrDataChartShapeModule,
  IgrNumericXAxis,
  IgrNumericYAxis,
  IgrScatterPolygonSeries,
  IgrValueBrushScale,
} from "igniteui-react-charts";
import { ControlBar, SelectControl, StatusLine, chartArea, chartPage } from "../../_shared/controls";

IgrDataChartCoreModule.register();
IgrDataChartShapeModule.register();
IgrDataChartInteractivityModule.register();

type Point = { x: number; y: number };
const rect = (x: number, y: number, w: number, h: number): Point[][] => [[{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }]];

// The floor plan of a fictional flat, in metres. Each room is one item; shapeMemberPath holds its
// outline as an array of rings, each ring an array of {x, y} points.
const rooms = [
  { name: "Living room", points: [[{ x: 0, y: 0 }, { x: 6, y: 0 }, { x: 6, y: 4 }, { x: 4, y: 4 }, { x: 4, y: 5 }, { x: 0, y: 5 }]], temperature: 21.5, occupancy: 3 },
  { name: "Kitchen", points: rect(6, 0, 4, 4), temperature: 23.1, occupancy: 1 },
  { name: "Hall", points: rect(4, 4, 3, 2), temperature: 19.2, occupancy: 0 },
  { name: "Bathroom", points: rect(7, 4, 3, 3), temperature: 24.0, occupancy: 0 },
  { name: "Bedroom", points: rect(0, 5, 4, 4), temperature: 18.4, occupancy: 2 },
  { name: "Study", points: [[{ x: 4, y: 6 }, { x: 7, y: 6 }, { x: 7, y: 7 }, { x: 10, y: 7 }, { x: 10, y: 9 }, { x: 4, y: 9 }]], temperature: 20.6, occupancy: 1 },
].map((r) => ({ ...r, area: areaOf(r.points[0]!) }));

function areaOf(ring: Point[]): number {
  // Shoelace formula.
  let sum = 0;
  ring.forEach((p, i) => {
    const q = ring[(i + 1) % ring.length]!;
    sum += p.x * q.y - q.x * p.y;
  });
  return Math.abs(sum) / 2;
}

const fields = [
  { value: "temperature", text: "Temperature (°C)" },
  { value: "occupancy", text: "People in the room" },
  { value: "area", text: "Floor area (m²)" },
];

export default function TypeScatterPolygonSeriesSample() {
  const [field, setField] = useState("temperature");
  const [hovered, setHovered] = useState("");

  // fillMemberPath + fillScale colour each polygon by one of its item's values.
  const fillScale = useMemo(() => {
    const scale = new IgrValueBrushScale({});
    scale.brushes = field === "temperature" ? ["#4575b4", "#ffffbf", "#d73027"] : ["#e0f3db", "#43a2ca"];
    return scale;
  }, [field]);

  return (
    <div style={chartPage}>
      <ControlBar>
        <SelectControl label="Colour rooms by" value={field} options={fields} width={220} onChange={setField} />
      </ControlBar>
      <StatusLine>{hovered || "Hover a room."}</StatusLine>
      <div style={chartArea}>
        <IgrDataChart
          chartTitle="Flat floor plan"
          isHorizontalZoomEnabled={false}
          isVerticalZoomEnabled={false}
          seriesMouseMove={(_, e) => {
            const room = e.item as (typeof rooms)[number] | undefined;
            if (room) setHovered(`${room.name}: ${room.temperature} °C, ${room.occupancy} people, ${room.area} m²`);
          }}
          width="100%"
          height="100%"
        >
          <IgrNumericXAxis name="x" title="metres" minimumValue={-1} maximumValue={11} interval={1} />
          <IgrNumericYAxis name="y" title="metres" minimumValue={-1} maximumValue={10} interval={1} isInverted={true} />
          <IgrScatterPolygonSeries
            key={`rooms-${field}`}
            name={`rooms-${field}`}
            title="Rooms"
            dataSource={rooms}
            shapeMemberPath="points"
            fillMemberPath={field}
            fillScale={fillScale}
            outline="#333333"
            thickness={3}
            xAxisName="x"
            yAxisName="y"
          />
        </IgrDataChart>
      </div>
    </div>
  );
}
