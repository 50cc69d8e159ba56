import { useState } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";
import "./excel-style-filtering-style.css";

const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ExcelStyleFilteringStyleSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom header and filter menu colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Open a column menu on the artists or on an album grid: the headers, the menu's sections, border and checkboxes use the same navy and amber theme.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          className={themed ? "excel-style-filtering-style-theme" : undefined}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="artist" header="Artist" sortable minWidth="170px" />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="genre" header="Genre" sortable />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowFiltering filterMode="excelStyleFilter">
            <IgrColumn field="title" header="Album" sortable />
            <IgrColumn field="releaseDate" header="Released" dataType="date" sortable />
            <IgrColumn field="label" header="Label" sortable />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
