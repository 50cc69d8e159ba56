import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Enter = "None" | "MoveDown" | "MoveLeft" | "MoveRight" | "MoveUp";

export default function CellActivationSample() {
  const [activation, setActivation] = useState<"Cell" | "None">("Cell");
  const [styled, setStyled] = useState(true);
  const [enter, setEnter] = useState<Enter>("MoveDown");
  const [active, setActive] = useState("no cell yet");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Activation mode" value={activation} options={["Cell", "None"] as const} onChange={setActivation} width={150} />
        <SelectControl label="Enter key" value={enter} options={["MoveDown", "MoveUp", "MoveLeft", "MoveRight", "None"] as const} onChange={setEnter} width={150} />
        <SwitchControl label="Active cell border" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>Click a cell to activate it, then move the active cell with the arrow keys, Tab and Enter. Active: {active}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          activationMode={activation}
          isActiveCellStyleEnabled={styled}
          enterBehavior={enter}
          activeCellChanged={(_grid, e) => {
            const cell = e.newActiveCell;
            setActive(cell ? `row ${cell.rowIndex + 1}, column “${cell.columnUniqueKey}”` : "none");
          }}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrNumericColumn field="age" headerText="Age" width="*>80" />
          <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="*>120" />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>90" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
