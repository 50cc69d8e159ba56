import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarTitle,
  IgrHierarchicalGrid,
  IgrRowIsland,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

export default function AdvancedFilteringOptionsSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  const [rootFiltering, setRootFiltering] = useState(true);
  const [albumFiltering, setAlbumFiltering] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Advanced filtering on artists" checked={rootFiltering} onChange={setRootFiltering} />
        <SwitchControl label="Advanced filtering on albums" checked={albumFiltering} onChange={setAlbumFiltering} />
        <IgrButton disabled={!rootFiltering} onClick={() => gridRef.current?.openAdvancedFilteringDialog()}>
          Open artist filter
        </IgrButton>
      </ControlBar>
      <Hint>
        Each level has its own advanced filter: build AND/OR groups of conditions from the toolbar button of the artists grid or of any album
        grid (try “Grammy awards greater than 2” or “Chart peak less than 10”).
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          ref={gridRef}
          data={artists}
          primaryKey="id"
          autoGenerate={false}
          allowAdvancedFiltering={rootFiltering}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Artists</IgrGridToolbarTitle>
            <IgrGridToolbarActions>{rootFiltering && <IgrGridToolbarAdvancedFiltering />}</IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="artist" header="Artist" dataType="string" minWidth="180px" />
          <IgrColumn field="country" header="Country" dataType="string" />
          <IgrColumn field="genre" header="Genre" dataType="string" />
          <IgrColumn field="debutYear" header="Debut" dataType="number" formatter={String} />
          <IgrColumn field="grammyAwards" header="Grammy awards" dataType="number" />
          <IgrColumn field="hasGrammyWin" header="Grammy winner" dataType="boolean" />
          <IgrRowIsland
            childDataKey="albums"
            primaryKey="id"
            autoGenerate={false}
            allowAdvancedFiltering={albumFiltering}
            toolbarTemplate={() => (
              <IgrGridToolbar>
                <IgrGridToolbarTitle>Albums</IgrGridToolbarTitle>
                <IgrGridToolbarActions>{albumFiltering && <IgrGridToolbarAdvancedFiltering />}</IgrGridToolbarActions>
              </IgrGridToolbar>
            )}
          >
            <IgrColumn field="title" header="Album" dataType="string" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="label" header="Label" dataType="string" />
            <IgrColumn field="launchPrice" header="Launch price" dataType="currency" pipeArgs={usd} />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
