import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
  IgrTreeGrid,
} from "igniteui-react-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Selection = "none" | "multiple" | "multipleCascade";
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const percent = { digitsInfo: "1.0-0" };

export default function TreeGridOverviewSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [selection, setSelection] = useState<Selection>("multipleCascade");
  const [selected, setSelected] = useState(0);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Row selection"
          value={selection}
          onChange={(v) => {
            gridRef.current?.deselectAllRows();
            setSelection(v);
          }}
          width={230}
          options={[
            { value: "multipleCascade", text: "Cascade to the team" },
            { value: "multiple", text: "Each row on its own" },
            { value: "none", text: "Off" },
          ]}
        />
        <IgrButton variant="outlined" onClick={() => gridRef.current?.expandAll()}>
          Expand all
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.collapseAll()}>
          Collapse all
        </IgrButton>
        {selected > 0 && <b>{selected} selected</b>}
      </ControlBar>
      <Hint>
        One grid, four levels of an org chart linked by id and parentId. Sort and filter each column (matches keep their managers), resize, hide,
        pin and export from the toolbar; with cascading selection, ticking a manager ticks the whole team.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          rowSelection={selection}
          expansionDepth={2}
          onSelectedRowsChange={(e) => setSelected((e.detail as unknown[]).length)}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Contoso org chart</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="220px" sortable resizable />
          <IgrColumn field="title" header="Title" sortable resizable />
          <IgrColumn field="department" header="Department" sortable resizable />
          <IgrColumn field="country" header="Country" sortable resizable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable resizable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable resizable />
          <IgrColumn field="performance" header="Goal" dataType="percent" pipeArgs={percent} sortable resizable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" sortable resizable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
