import { useState } from "react";
import { IgrByLevelTreeGridMergeStrategy, IgrColumn, IgrDefaultTreeGridMergeStrategy, IgrTreeGrid } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Mode = "always" | "onSort";
type Strategy = "default" | "byLevel";

// Created once: a new strategy object on every render would make the grid merge again each time.
const strategies = { default: new IgrDefaultTreeGridMergeStrategy(), byLevel: new IgrByLevelTreeGridMergeStrategy() };

export default function TreeGridCellMergeSample() {
  const [mode, setMode] = useState<Mode>("always");
  const [strategy, setStrategy] = useState<Strategy>("default");

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Merge"
          value={mode}
          onChange={setMode}
          options={[
            { value: "always", text: "Always" },
            { value: "onSort", text: "Sorted columns only" },
          ]}
        />
        <ChoiceControl
          label="Strategy"
          value={strategy}
          onChange={setStrategy}
          options={[
            { value: "default", text: "Across levels" },
            { value: "byLevel", text: "Same level only" },
          ]}
        />
      </ControlBar>
      <Hint>
        Department, country and title cells with equal values merge into one tall cell. “Across levels” lets a manager's cell merge with their
        team's; “Same level only” merges only rows at the same depth. In “Sorted columns only” mode, sort a column to merge it.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          cellMergeMode={mode}
          mergeStrategy={strategies[strategy]}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" sortable />
          <IgrColumn field="department" header="Department" merge sortable />
          <IgrColumn field="title" header="Title" merge sortable />
          <IgrColumn field="country" header="Country" merge sortable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" merge sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
