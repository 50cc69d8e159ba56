import { useRef, useState } from "react";
import { IgrButton, IgrInput } from "igniteui-react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarExporter, IgrGridToolbarTitle, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";

export default function TreeGridToolbarSample2() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [text, setText] = useState("");
  const [matches, setMatches] = useState<number | null>(null);

  const find = (value: string, back = false) => {
    const grid = gridRef.current;
    if (!grid) return;
    if (!value) {
      grid.clearSearch();
      setMatches(null);
      return;
    }
    setMatches(back ? grid.findPrev(value) : grid.findNext(value));
  };

  return (
    <div style={gridPage}>
      <Hint>
        The toolbar holds custom content next to the built-in exporter: a search box that highlights and steps through matches, and buttons that
        clear the sorting or open every folder.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid ref={gridRef} data={files} childDataKey="files" primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Project files</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrInput
                placeholder="Search files"
                value={text}
                style={{ width: 180 }}
                onInput={(e) => {
                  setText(e.detail);
                  find(e.detail);
                }}
                onKeyDown={(e) => e.key === "Enter" && find(text, e.shiftKey)}
              />
              {matches !== null && <span style={{ fontSize: 13 }}>{matches} found</span>}
              <IgrButton variant="outlined" onClick={() => gridRef.current?.expandAll()}>
                Open all folders
              </IgrButton>
              <IgrButton variant="outlined" onClick={() => gridRef.current?.clearSort()}>
                Clear sorting
              </IgrButton>
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="ProjectFiles" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="220px" sortable />
          <IgrColumn field="kind" header="Kind" sortable />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} sortable />
          <IgrColumn field="modified" header="Modified" dataType="date" sortable />
          <IgrColumn field="owner" header="Owner" sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
