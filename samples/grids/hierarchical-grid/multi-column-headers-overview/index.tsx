import { IgrColumn, IgrColumnGroup, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

export default function MultiColumnHeadersOverviewSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Column groups put related columns under a shared header, nested as deep as needed, on the artists grid and on the album grids. Groups
        move, pin and hide as one: drag the “Awards” group header or pin “Album”.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} moving expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" minWidth="170px" pinned />
          <IgrColumnGroup header="Profile">
            <IgrColumn field="country" header="Country" />
            <IgrColumn field="genre" header="Genre" />
            <IgrColumn field="debutYear" header="Debut" formatter={String} />
          </IgrColumnGroup>
          <IgrColumnGroup header="Recognition">
            <IgrColumn field="monthlyListeners" header="Monthly listeners" dataType="number" />
            <IgrColumnGroup header="Awards">
              <IgrColumn field="grammyNominations" header="Nominations" dataType="number" />
              <IgrColumn field="grammyAwards" header="Wins" dataType="number" />
            </IgrColumnGroup>
          </IgrColumnGroup>
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} moving>
            <IgrColumnGroup header="Album">
              <IgrColumn field="title" header="Title" />
              <IgrColumn field="releaseDate" header="Released" dataType="date" />
              <IgrColumn field="label" header="Label" />
            </IgrColumnGroup>
            <IgrColumnGroup header="Sales">
              <IgrColumn field="launchPrice" header="Launch price" dataType="currency" pipeArgs={usd} />
              <IgrColumn field="unitsSold" header="Units sold" dataType="number" />
              <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
            </IgrColumnGroup>
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
