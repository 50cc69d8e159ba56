import { useEffect, useRef, useState } from "react";
import { DataSourceSummaryOperand } from "igniteui-react-core";
import { IgrColumnGroupDescription, IgrColumnSummaryDescription, IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Scope = "Root" | "Groups" | "Both";
type Display = "RowBottom" | "RowTop" | "Cells" | "List";

function summary(field: string, operand: DataSourceSummaryOperand) {
  const s = new IgrColumnSummaryDescription();
  s.field = field;
  s.operand = operand;
  return s;
}

export default function ColumnSummariesSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [scope, setScope] = useState<Scope>("Both");
  const [display, setDisplay] = useState<Display>("RowBottom");
  const [grouped, setGrouped] = useState(true);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.summaryDescriptions.clear();
    grid.summaryDescriptions.add(summary("name", DataSourceSummaryOperand.Count));
    grid.summaryDescriptions.add(summary("sales", DataSourceSummaryOperand.Sum));
    grid.summaryDescriptions.add(summary("target", DataSourceSummaryOperand.Sum));
    grid.summaryDescriptions.add(summary("age", DataSourceSummaryOperand.Average));
    grid.summaryDescriptions.add(summary("rating", DataSourceSummaryOperand.Max));
    grid.summaryDescriptions.add(summary("rating", DataSourceSummaryOperand.Min));
  }, []);

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.groupDescriptions.clear();
    if (grouped) {
      const g = new IgrColumnGroupDescription();
      g.field = "department";
      g.displayName = "Department";
      grid.groupDescriptions.add(g);
    }
  }, [grouped]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Summary scope"
          value={scope}
          options={[
            { value: "Both", text: "Grid and groups" },
            { value: "Root", text: "Grid only" },
            { value: "Groups", text: "Groups only" },
          ]}
          onChange={setScope}
        />
        <SelectControl
          label="Group summaries"
          value={display}
          options={[
            { value: "RowBottom", text: "Row below group" },
            { value: "RowTop", text: "Row above group" },
            { value: "Cells", text: "In the group header cells" },
            { value: "List", text: "Listed in the group header" },
          ]}
          onChange={setDisplay}
          width={230}
        />
        <SwitchControl label="Group by department" checked={grouped} onChange={setGrouped} />
      </ControlBar>
      <Hint>Count of names, sums of sales and target, average age and min/max rating, for the whole grid and for each department.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          ref={gridRef}
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          summaryScope={scope}
          groupSummaryDisplayMode={display}
          summaryRootBackground="#eef4fb"
          summarySectionBackground="#f7f9fc"
          // The labels would take the theme's primary colour, too faint on these light rows in some themes.
          summaryRootLabelTextColor="#1a4f8b"
          summarySectionLabelTextColor="#1a4f8b"
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrNumericColumn field="age" headerText="Age" width="*>110" maxFractionDigits={1} />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>160" />
          <IgrNumericColumn field="target" headerText="Target" positivePrefix="$" showGroupingSeparator width="*>160" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
