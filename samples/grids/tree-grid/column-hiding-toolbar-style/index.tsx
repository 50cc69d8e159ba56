import { useEffect, useRef, useState } from "react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarHiding,
  IgrGridToolbarTitle,
  IgrTreeGrid,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./column-hiding-toolbar-style.css";

export default function TreeGridColumnHidingToolbarStyleSample() {
  const areaRef = useRef<HTMLDivElement>(null);
  const [themed, setThemed] = useState(true);

  // Open the column list once on arrival, so its styled colors are in view.
  useEffect(() => {
    const timer = setTimeout(() => {
      const button = areaRef.current?.querySelector<HTMLElement>("igc-grid-toolbar-hiding button, igc-grid-toolbar-hiding igc-button");
      button?.click();
    }, 600);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom toolbar and column list colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>A dark toolbar with a teal accent; the column list it opens uses the same palette.</Hint>
      <div style={gridArea} ref={areaRef}>
        <IgrTreeGrid
          className={themed ? "column-hiding-toolbar-style-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Project files</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding title="Visible columns" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="220px" disableHiding />
          <IgrColumn field="kind" header="Kind" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="date" />
          <IgrColumn field="owner" header="Owner" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
