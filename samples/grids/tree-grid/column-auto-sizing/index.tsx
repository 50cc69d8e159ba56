import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";

const dateTime = { format: "MMM d, y, h:mm a" };

export default function TreeGridColumnAutoSizingSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [auto, setAuto] = useState(true);
  const [headerOnly, setHeaderOnly] = useState(false);

  // autosize() fits a column once, to the cells rendered now (expand folders first to include deeper names).
  const fitNow = () => gridRef.current?.columns.forEach((c) => c.autosize(headerOnly));
  const width = auto ? "auto" : "130px";

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label='width="auto" on every column' checked={auto} onChange={setAuto} />
        <SwitchControl label="Fit to headers only" checked={headerOnly} onChange={setHeaderOnly} />
        <IgrButton variant="outlined" onClick={fitNow}>
          Autosize columns now
        </IgrButton>
      </ControlBar>
      <Hint>
        With width “auto” each column takes the width of its widest value, counting the indentation of nested folders. Turn it off for fixed 130px
        columns, expand some folders, then autosize on demand — or double-click a header's right edge to fit one column.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={String(auto)}
          ref={gridRef}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" width={width} resizable />
          <IgrColumn field="kind" header="Kind" width={width} resizable />
          <IgrColumn field="size" header="Size" dataType="number" width={width} resizable formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="dateTime" pipeArgs={dateTime} width={width} resizable />
          <IgrColumn field="owner" header="Owner" width={width} resizable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
