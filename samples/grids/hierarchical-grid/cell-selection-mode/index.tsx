import { useRef, useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import type { CellEvent } from "../_shared/events";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { selectionModes, type SelectionMode } from "../../_shared/selection-modes";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[2, true]]);

export default function CellSelectionModeSample() {
  const [rootMode, setRootMode] = useState<SelectionMode>("multiple");
  const [albumMode, setAlbumMode] = useState<SelectionMode>("single");
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [summary, setSummary] = useState("nothing selected yet");

  /** Counts what a grid has selected now: getSelectedData gives one object per row with the selected fields. */
  const summarize = (level: string, rows: Record<string, unknown>[]) => {
    const cells = rows.reduce((n, r) => n + Object.keys(r).length, 0);
    setSummary(`${level}: ${cells} cell${cells === 1 ? "" : "s"} in ${rows.length} row${rows.length === 1 ? "" : "s"}`);
  };
  // A cell event carries the grid that fired it, so album grids are read the same way.
  const describe = (level: string) => (e: CellEvent) => summarize(level, e.detail.cell.grid.getSelectedData() as unknown as Record<string, unknown>[]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Artist cells" value={rootMode} options={selectionModes} onChange={setRootMode} />
        <SelectControl label="Album cells" value={albumMode} options={selectionModes} onChange={setAlbumMode} />
      </ControlBar>
      <Hint>
        Multiple: drag, Shift+click or Ctrl+click to select ranges. Single: one cell at a time. None: clicks only move the active cell. Each
        level keeps its own mode. <b>Selection — {summary}.</b>
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          cellSelection={rootMode}
          expansionStates={expanded}
          onSelected={describe("Artists")}
          onRangeSelected={() => summarize("Artists", (gridRef.current?.getSelectedData() ?? []) as Record<string, unknown>[])}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" minWidth="180px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} cellSelection={albumMode} onSelected={describe("Albums")}>
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
