import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Mode = "Deferred" | "Immediate" | "None";
type Animation = "Interpolate" | "None";

export default function ColumnResizingSample() {
  const [mode, setMode] = useState<Mode>("Deferred");
  const [animation, setAnimation] = useState<Animation>("Interpolate");
  const [last, setLast] = useState("none yet");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Resizing mode" value={mode} options={["Deferred", "Immediate", "None"] as const} onChange={setMode} width={160} />
        <SelectControl label="Animation" value={animation} options={["Interpolate", "None"] as const} onChange={setAnimation} width={160} />
      </ControlBar>
      <Hint>
        Drag the right edge of a header. {mode === "Deferred" ? "Deferred shows a separator and resizes on release." : mode === "Immediate" ? "Immediate resizes as you drag." : "Resizing is off."} The Title
        column has a minimum width of 120px. Last resize: {last}.
      </Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          columnResizingMode={mode}
          columnResizingAnimationMode={animation}
          columnResizingSeparatorWidth={3}
          columnResizingSeparatorBackground="#1976d2"
          columnWidthChanged={(_grid, e) => setLast(`${e.column.headerText} → ${Math.round(e.newWidth.value)}px`)}
        >
          <IgrTextColumn field="name" headerText="Name" width="180" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="180" minWidth={120} />
          <IgrTextColumn field="department" headerText="Department" width="150" />
          <IgrTextColumn field="country" headerText="Country" width="130" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="130" />
          <IgrNumericColumn field="rating" headerText="Rating (fixed)" width="130" isResizingEnabled={false} />
        </IgrDataGrid>
      </div>
    </div>
  );
}
