import { useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { files, formatSize, type FileNode } from "../_shared/files";
import "./overview-styling.css";

const icons: Record<string, string> = { Folder: "folder", "MP4 video": "movie", "QuickTime video": "movie", "JPEG image": "image", "PNG image": "image", "SVG image": "image" };

/** The name with an icon for its kind: an open or closed folder, a picture, a film or a page. */
const NameCell = ({ cell }: IgrCellTemplateContext) => {
  const file = cell.row.data as FileNode;
  const icon = file.files ? (cell.row.expanded ? "folder_open" : "folder") : (icons[file.kind] ?? "description");
  return (
    <span className="overview-styling-name">
      <span className={`material-icons overview-styling-icon${file.files ? " overview-styling-folder" : ""}`}>{icon}</span>
      {file.name}
    </span>
  );
};

export default function TreeGridOverviewStylingSample() {
  const [themed, setThemed] = useState(true);
  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom theme" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>A dark file browser: the grid theme's custom properties recolor headers, rows, hover, selection and the expand arrows, and a cell template adds icons.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          className={themed ? "overview-styling-grid" : undefined}
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          rowSelection="single"
          expansionDepth={1}
          height="100%"
          width="100%"
        >
          <IgrColumn field="name" header="Name" minWidth="260px" bodyTemplate={NameCell} sortable />
          <IgrColumn field="kind" header="Kind" sortable />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} sortable />
          <IgrColumn field="modified" header="Modified" dataType="date" sortable />
          <IgrColumn field="owner" header="Owner" sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
