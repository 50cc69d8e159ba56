import { useState } from "react";
import { IgrColumn, IgrPaginator, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./row-paging-style.css";

// The component applies every new array or object it is given: one per module, not one per render.
const selectOptions = [5, 10, 15];

export default function TreeGridRowPagingStyleSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom paginator colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>The paginator under the file tree gets a dark plum bar with light text and pink page buttons.</Hint>
      <div style={gridArea} className={themed ? "row-paging-style-theme" : undefined}>
        <IgrTreeGrid data={files} childDataKey="files" primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" minWidth="220px" />
          <IgrColumn field="kind" header="Kind" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="date" />
          <IgrPaginator perPage={10} selectOptions={selectOptions} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
