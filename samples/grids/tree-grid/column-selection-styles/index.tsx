import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./column-selection-styles.css";

/** A header that shows a check mark once its column is selected. */
const CheckHeader = ({ column }: IgrColumnTemplateContext) => (
  <span className="column-selection-styles-header">
    <span className="material-icons">{column.selected ? "check_circle" : "radio_button_unchecked"}</span>
    {column.header}
  </span>
);

export default function TreeGridColumnSelectionStylesSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.selectColumns(["size"]), 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Dark selection style with header check marks" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Each header has a check mark that fills in when its column is selected; selected columns turn dark with a bright outline.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          className={themed ? "column-selection-styles-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          columnSelection="multiple"
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="220px" headerTemplate={themed ? CheckHeader : undefined} />
          <IgrColumn field="kind" header="Kind" headerTemplate={themed ? CheckHeader : undefined} />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} headerTemplate={themed ? CheckHeader : undefined} />
          <IgrColumn field="modified" header="Modified" dataType="date" headerTemplate={themed ? CheckHeader : undefined} />
          <IgrColumn field="owner" header="Owner" headerTemplate={themed ? CheckHeader : undefined} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
