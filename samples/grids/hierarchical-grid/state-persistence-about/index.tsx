import { IgrColumn, IgrGridState, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { FeatureChecklist, SaveRestoreBar, SavedStateView, useChosenFeaturesState } from "../../_shared/state-storage";
import { artists } from "../_shared/artists";

const storageKey = "gallery.hierarchical-grid.state-persistence-about";
const features = [
  { key: "sorting", text: "Sorting" },
  { key: "filtering", text: "Filtering" },
  { key: "columns", text: "Columns" },
  { key: "expansion", text: "Expanded rows" },
  { key: "rowSelection", text: "Row selection" },
  { key: "rowIslands", text: "Child grids (albums)" },
] as const;
type Feature = (typeof features)[number]["key"];
const initiallyChosen: Feature[] = ["sorting", "filtering", "columns", "expansion", "rowIslands"];

export default function StatePersistenceAboutSample() {
  const { stateRef, chosen, setChosen, saved, message, gridKey, save, restore, reset, forget } = useChosenFeaturesState(storageKey, initiallyChosen);

  return (
    <div style={gridPage}>
      <FeatureChecklist features={features} chosen={chosen} onChange={setChosen} />
      <SaveRestoreBar message={message} onSave={save} onRestore={restore} onReset={reset} onForget={forget} />
      <Hint>Sort or filter the artists, expand a few and sort their albums, then save, reset the grid and restore: only the ticked features come back.</Hint>
      <div style={{ ...gridArea, flexDirection: "row", gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <IgrHierarchicalGrid
            key={gridKey}
            data={artists}
            primaryKey="id"
            autoGenerate={false}
            allowFiltering
            filterMode="excelStyleFilter"
            rowSelection="multiple"
            height="100%"
            width="100%"
            style={mediumSize}
          >
            <IgrGridState ref={stateRef} />
            <IgrColumn field="artist" header="Artist" minWidth="170px" sortable resizable />
            <IgrColumn field="country" header="Country" sortable resizable />
            <IgrColumn field="genre" header="Genre" sortable resizable />
            <IgrColumn field="grammyAwards" header="Awards" dataType="number" sortable resizable />
            <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} allowFiltering filterMode="excelStyleFilter">
              <IgrColumn field="title" header="Album" sortable resizable />
              <IgrColumn field="releaseDate" header="Released" dataType="date" sortable resizable />
              <IgrColumn field="chartPeak" header="Chart peak" dataType="number" sortable resizable />
            </IgrRowIsland>
          </IgrHierarchicalGrid>
        </div>
        <SavedStateView saved={saved} />
      </div>
    </div>
  );
}
