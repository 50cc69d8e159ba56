import { useState } from "react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrRowIsland,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./toolbar-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ToolbarStyleSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom toolbar colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>The artists toolbar is midnight blue with coral buttons; each album grid's toolbar uses a lighter indigo. Open Columns or Pinned to see the drop-downs follow.</Hint>
      {/* The class goes on a wrapper: the stylesheet targets the grid elements inside it. */}
      <div style={gridArea} className={themed ? "toolbar-style-theme" : undefined}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Artists</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
              <IgrGridToolbarExporter exportExcel exportCSV={false} exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            toolbarTemplate={() => (
              <IgrGridToolbar>
                <IgrGridToolbarTitle>Albums</IgrGridToolbarTitle>
                <IgrGridToolbarActions>
                  <IgrGridToolbarHiding />
                </IgrGridToolbarActions>
              </IgrGridToolbar>
            )}
          >
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
