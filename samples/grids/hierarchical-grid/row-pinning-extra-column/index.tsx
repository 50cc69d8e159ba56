import { useEffect, useRef } from "react";
import { IgrColumn, IgrHierarchicalGrid, IgrRowIsland, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { artists } from "../_shared/artists";

const expanded = new Map<unknown, boolean>([[1, true]]);

/** A pin button in its own column: it pins or unpins the row it sits in, on any level. */
const PinCell = ({ cell }: IgrCellTemplateContext) => (
  <span
    role="button"
    title={cell.row.pinned ? "Unpin" : "Pin to the top"}
    className="material-icons"
    style={{ cursor: "pointer", fontSize: 20, color: cell.row.pinned ? "#1565c0" : "#9e9e9e" }}
    onClick={() => (cell.row.pinned = !cell.row.pinned)}
  >
    push_pin
  </span>
);

export default function RowPinningExtraColumnSample() {
  const gridRef = useRef<IgrHierarchicalGrid>(null);
  // One artist starts pinned.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.pinRow(5), 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <Hint>Click the pin at the start of a row to keep it at the top of its grid while the rest scroll, for artists and for albums alike. Click it again to unpin.</Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid ref={gridRef} data={artists} primaryKey="id" autoGenerate={false} expansionStates={expanded} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="pin" header=" " width="60px" bodyTemplate={PinCell} pinned />
          <IgrColumn field="artist" header="Artist" minWidth="170px" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="genre" header="Genre" />
          <IgrColumn field="grammyAwards" header="Awards" dataType="number" />
          <IgrRowIsland childDataKey="albums" primaryKey="id" autoGenerate={false}>
            <IgrColumn field="pin" header=" " width="60px" bodyTemplate={PinCell} pinned />
            <IgrColumn field="title" header="Album" />
            <IgrColumn field="releaseDate" header="Released" dataType="date" />
            <IgrColumn field="chartPeak" header="Chart peak" dataType="number" />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
