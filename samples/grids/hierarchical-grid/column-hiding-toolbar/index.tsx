import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

export default function ColumnHidingToolbarSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Open “Columns” in the artists toolbar or in an album grid's toolbar to show or hide that grid's columns. Artist and Album cannot be
        hidden. A hidden album column is hidden in every album grid, since they share one row island.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Artists</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding title="Artist columns" prompt="Find a column" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" disableHiding minWidth="180px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="debutYear" header="Debut" formatter={String} hidden />
          <IgrColumn field="grammyNominations" header="Grammy nominations" dataType="number" />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" />
          <IgrColumn field="monthlyListeners" header="Monthly listeners" dataType="number" hidden />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            toolbarTemplate={() => (
              <IgrGridToolbar>
                <IgrGridToolbarTitle>Albums</IgrGridToolbarTitle>
                <IgrGridToolbarActions>
                  <IgrGridToolbarHiding title="Album columns" />
                </IgrGridToolbarActions>
              </IgrGridToolbar>
            )}
          >
            <IgrColumn field="title" header="Album" disableHiding />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" />
            <IgrColumn field="tracks" header="Tracks" dataType="number" hidden />
            <IgrColumn field="launchPrice" header="Launch price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
