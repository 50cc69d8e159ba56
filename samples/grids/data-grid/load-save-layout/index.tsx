import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrGridColumnOptionsModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrGridColumnOptionsModule.register();

const storageKey = "gallery.data-grid.load-save-layout";

function stored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export default function LoadSaveLayoutSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [gridKey, setGridKey] = useState(0);
  const [layout, setLayout] = useState(stored());
  const [status, setStatus] = useState(layout ? "A saved layout exists." : "Nothing saved yet.");

  const save = () => {
    const json = gridRef.current?.saveLayout();
    if (!json) return;
    localStorage.setItem(storageKey, json);
    setLayout(json);
    setStatus(`Saved ${json.length} characters.`);
  };

  const load = () => {
    if (!layout || !gridRef.current) return;
    gridRef.current.loadLayout(layout);
    setStatus("Layout loaded.");
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={save}>Save layout</IgrButton>
        <IgrButton variant="outlined" disabled={!layout} onClick={load}>
          Load layout
        </IgrButton>
        <IgrButton
          variant="outlined"
          onClick={() => {
            setGridKey((k) => k + 1);
            setStatus("Grid reset to its initial layout.");
          }}
        >
          Reset grid
        </IgrButton>
      </ControlBar>
      <Hint>
        Change the layout (sort, group by dragging a header up, hide, pin or move columns, resize), save it, reset the grid and load it back.{" "}
        {status}
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          key={gridKey}
          ref={gridRef}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isColumnOptionsEnabled
          isGroupByAreaVisible
          columnMovingMode="Deferred"
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
      {layout && (
        <pre style={{ margin: 0, maxHeight: 90, overflow: "auto", fontSize: 11, background: "var(--ig-gray-100, #f5f5f5)", padding: 8, borderRadius: 4 }}>
          {layout}
        </pre>
      )}
    </div>
  );
}
