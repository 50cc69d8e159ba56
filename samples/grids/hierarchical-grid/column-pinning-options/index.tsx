import { useMemo, useState } from "react";
import { ColumnPinningPosition, IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrColumnTemplateContext, type IgrPinningConfig } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);
type Side = "start" | "end";
const sides = [
  { value: "start" as Side, text: "Start" },
  { value: "end" as Side, text: "End" },
];
const config = (side: Side): IgrPinningConfig => ({ columns: side === "start" ? ColumnPinningPosition.Start : ColumnPinningPosition.End });

/** A header with a pin toggle, as users expect to find it. */
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

export default function ColumnPinningOptionsSample() {
  const [rootSide, setRootSide] = useState<Side>("start");
  const [albumSide, setAlbumSide] = useState<Side>("end");
  const rootPinning = useMemo(() => config(rootSide), [rootSide]);
  const albumPinning = useMemo(() => config(albumSide), [albumSide]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Artists pin to" value={rootSide} options={sides} onChange={setRootSide} />
        <ChoiceControl label="Albums pin to" value={albumSide} options={sides} onChange={setAlbumSide} />
      </ControlBar>
      <Hint>The <code>pinning</code> option of the grid and of the row island sets the side pinned columns go to. Use the pin in any header to pin more.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid data={artists} primaryKey="id" autoGenerate={false} pinning={rootPinning} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="artist" header="Artist" width="190px" pinned headerTemplate={PinHeader} />
          <IgrColumn field="country" header="Country" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="genre" header="Genre" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="debutYear" header="Debut" formatter={String} width="130px" headerTemplate={PinHeader} />
          <IgrColumn field="grammyNominations" header="Nominations" dataType="number" width="160px" headerTemplate={PinHeader} />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="monthlyListeners" header="Listeners" dataType="number" width="160px" headerTemplate={PinHeader} />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false} pinning={albumPinning}>
            <IgrColumn field="title" header="Album" width="180px" pinned headerTemplate={PinHeader} />
            <IgrColumn field="releaseDate" header="Released" dataType="date" width="150px" headerTemplate={PinHeader} />
            <IgrColumn field="label" header="Label" width="180px" headerTemplate={PinHeader} />
            <IgrColumn field="tracks" header="Tracks" dataType="number" width="120px" headerTemplate={PinHeader} />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" width="140px" pinned headerTemplate={PinHeader} />
            <IgrColumn field="unitsSold" header="Units sold" dataType="number" width="150px" headerTemplate={PinHeader} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
