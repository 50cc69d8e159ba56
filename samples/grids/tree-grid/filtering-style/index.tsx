import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrStringFilteringOperand, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./filtering-style.css";

export default function TreeGridFilteringStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);

  // Filter on arrival so the filter chip and the dimmed parent folders are in view.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.filter("name", "results", IgrStringFilteringOperand.instance().condition("contains"), true), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom filtering colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>
        The filter row, its chips and the folders kept only because they hold a match (drawn in the “filtered” text color) use custom colors. Try
        other filters in the row under the headers.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "filtering-style-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="quickFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" />
          <IgrColumn field="kind" header="Kind" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="date" />
          <IgrColumn field="owner" header="Owner" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
