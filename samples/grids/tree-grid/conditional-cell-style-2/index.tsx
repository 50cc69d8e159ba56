import { useMemo, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize, type FileNode } from "../_shared/files";

const kindColors: Record<string, string> = { Folder: "#92400e", "MP4 video": "#7c3aed", "QuickTime video": "#7c3aed", "JPEG image": "#0369a1", "PNG image": "#0369a1" };
const largest = Math.max(...files.map((f) => f.size));

// cellStyles maps a CSS property to a value or a function of the row; the function runs for every cell.
const kindStyles = {
  color: (row: FileNode) => kindColors[row.kind] ?? "inherit",
  fontWeight: (row: FileNode) => (row.files ? "700" : "400"),
};

export default function TreeGridConditionalCellStyle2Sample() {
  const [bars, setBars] = useState(true);
  const [recent, setRecent] = useState(true);

  const sizeStyles = useMemo(
    () =>
      bars
        ? {
            // An orange bar behind the value, on a log scale so small files still show.
            background: (row: FileNode) => {
              const pct = Math.round((Math.log10(row.size + 1) / Math.log10(largest + 1)) * 100);
              return `linear-gradient(90deg, #fed7aa ${pct}%, transparent ${pct}%)`;
            },
          }
        : null,
    [bars],
  );
  const modifiedStyles = useMemo(
    () => (recent ? { background: (row: FileNode) => (row.modified >= new Date(2025, 9, 1) ? "color-mix(in srgb, var(--ig-info-500) 18%, transparent)" : "transparent") } : null),
    [recent],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Size bars" checked={bars} onChange={setBars} />
        <SwitchControl label="Highlight files changed since October" checked={recent} onChange={setRecent} />
      </ControlBar>
      <Hint>cellStyles computes inline styles from each row: size bars on a log scale, colors by kind, bold folders and recently changed files.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={files} childDataKey="files" primaryKey="id" autoGenerate={false} expansionDepth={1} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" minWidth="220px" />
          <IgrColumn field="kind" header="Kind" cellStyles={kindStyles} />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} cellStyles={sizeStyles} />
          <IgrColumn field="modified" header="Modified" dataType="date" cellStyles={modifiedStyles} />
          <IgrColumn field="owner" header="Owner" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
