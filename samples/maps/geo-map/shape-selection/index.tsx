import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { SeriesSelectionBehavior, SeriesSelectionMode, IgrChartSelectedItemCollection } from "igniteui-react-charts";
import { IgrGeographicMap, IgrGeographicShapeSeries } from "igniteui-react-maps";
import { ControlBar, SelectControl, StatusLine } from "../../../_shared/controls";
import { worldShapes, type CountryShape } from "../../../_shared/world-shapes";
import { SizedBox, mapPage, useInitialView, views } from "../_shared/map-page";

type Mode = "SelectionColorFill" | "SelectionColorOutline" | "SelectionColorThickOutline" | "Brighten" | "FadeOthers" | "GrayscaleOthers";
const modes: Mode[] = ["SelectionColorFill", "SelectionColorThickOutline", "SelectionColorOutline", "Brighten", "FadeOthers", "GrayscaleOthers"];
const behaviors = [
  { value: "PerDataItemMultiSelect", text: "Many countries" },
  { value: "PerDataItemSingleSelect", text: "One country" },
] as const;
type Behavior = (typeof behaviors)[number]["value"];

export default function ShapeSelectionSample() {
  const map = useRef<IgrGeographicMap>(null);
  useInitialView(map, views.world);
  const [mode, setMode] = useState<Mode>("SelectionColorFill");
  const [behavior, setBehavior] = useState<Behavior>("PerDataItemMultiSelect");
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <div style={mapPage}>
      <ControlBar>
        <SelectControl label="Selection mode" value={mode} options={modes} width={240} onChange={setMode} />
        <SelectControl label="Select" value={behavior} options={behaviors} onChange={setBehavior} />
        <IgrButton
          variant="outlined"
          onClick={() => {
            if (map.current) map.current.selectedSeriesItems = new IgrChartSelectedItemCollection();
            setSelected([]);
          }}
        >
          Clear selection
        </IgrButton>
      </ControlBar>
      <StatusLine>{selected.length ? `Selected (${selected.length}): ${selected.join(", ")}` : "Click countries to select them; click again to deselect."}</StatusLine>
      <SizedBox>
        <IgrGeographicMap
          ref={map}
          backgroundContent={null}
          zoomable
          width="100%"
          height="100%"
          selectionMode={SeriesSelectionMode[mode]}
          selectionBehavior={SeriesSelectionBehavior[behavior]}
          selectionBrush="#e8a33d"
          selectedSeriesItemsChanged={(_m, e) => {
            const items = e.currentItems?.toArray() ?? [];
            setSelected(items.map((s) => (s.item as CountryShape | undefined)?.name ?? "").filter(Boolean));
          }}
        >
          <IgrGeographicShapeSeries
            key="countries"
            name="countries"
            dataSource={worldShapes}
            shapeMemberPath="points"
            shapeFill="#8fb3d9"
            shapeStroke="#ffffff"
            shapeStrokeThickness={0.6}
          />
        </IgrGeographicMap>
      </SizedBox>
    </div>
  );
}
