import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarPinning, IgrGridToolbarTitle, IgrHierarchicalGrid, IgrRowIsland, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const expanded = new Map<unknown, boolean>([[1, true]]);

/** A header with a pin button that pins or unpins its column. */
const PinHeader = ({ column }: IgrColumnTemplateContext) => (
  <span style={{ display: "inline-flex", alignItems: "center", gap: 4 }}>
    <span>{column.header}</span>
    <span
      role="button"
      title={column.pinned ? "Unpin" : "Pin"}
      className="material-icons"
      style={{ fontSize: 16, cursor: "pointer", opacity: column.pinned ? 1 : 0.4 }}
      onClick={(e) => {
        e.stopPropagation();
        column.pinned = !column.pinned;
      }}
    >
      push_pin
    </span>
  </span>
);

const toolbar = (title: string) => (
  <IgrGridToolbar>
    <IgrGridToolbarTitle>{title}</IgrGridToolbarTitle>
    <IgrGridToolbarActions>
      <IgrGridToolbarPinning />
    </IgrGridToolbarActions>
  </IgrGridToolbar>
);

export default function ColumnPinningSample() {
  return (
    <div style={gridPage}>
      <Hint>Pinned columns stay at the start while the others scroll sideways, in the artists grid and in each album grid. Pin with the pin in a header or from the toolbar's “Pinned” list.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          {toolbar("Artists")}
          <IgrColumn field="artist" header="Artist" width="190px" pinned headerTemplate={PinHeader} />
          <IgrColumn field="country" header="Country" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="genre" header="Genre" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="debutYear" header="Debut" formatter={String} width="130px" headerTemplate={PinHeader} />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" width="160px" headerTemplate={PinHeader} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" width="160px" headerTemplate={PinHeader} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} toolbarTemplate={() => toolbar("Albums")}>
            <IgrColumn field="title" header="Album" width="180px" pinned headerTemplate={PinHeader} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" width="150px" headerTemplate={PinHeader} />
            <IgrColumn field="label" header="Label" width="180px" headerTemplate={PinHeader} />
            <IgrColumn field="tracks" header="Tracks" dataType="number" width="120px" headerTemplate={PinHeader} />
            <IgrColumn field="launchPrice" header="Price" dataType="currency" pipeArgs={usd} width="130px" headerTemplate={PinHeader} />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" width="140px" headerTemplate={PinHeader} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="150px" headerTemplate={PinHeader} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
