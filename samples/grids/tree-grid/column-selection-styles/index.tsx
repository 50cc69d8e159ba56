import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
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

  // Switching the style builds a new grid (header templates are read on creation); it starts with Size selected.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.selectColumns(["size"]), 300);
    return () => clearTimeout(timer);
  }, [themed]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Dark selection style with header check marks" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Each header has a check mark that fills in when its column is selected; selected columns turn dark with a bright outline.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={String(themed)}
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
          <IgrColumn field="name" header="Name" minWidth="220px" {...templatesWhen(themed, { headerTemplate: CheckHeader })} />
          <IgrColumn field="kind" header="Kind" {...templatesWhen(themed, { headerTemplate: CheckHeader })} />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} {...templatesWhen(themed, { headerTemplate: CheckHeader })} />
          <IgrColumn field="modified" header="Modified" dataType="date" {...templatesWhen(themed, { headerTemplate: CheckHeader })} />
          <IgrColumn field="owner" header="Owner" {...templatesWhen(themed, { headerTemplate: CheckHeader })} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
