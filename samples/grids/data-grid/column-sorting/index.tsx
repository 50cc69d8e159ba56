import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

type Click = "SortByOneColumnOnly" | "SortByMultipleColumns" | "SortByOneColumnOnlyTriState" | "SortByMultipleColumnsTriState" | "None";
type Indicator = "Default" | "FadingUpDownArrows" | "FadingSimpleUpDownArrows";

export default function ColumnSortingSample() {
  const [click, setClick] = useState<Click>("SortByMultipleColumnsTriState");
  const [indicator, setIndicator] = useState<Indicator>("Default");
  const [sorts, setSorts] = useState("Department ascending, Sales descending");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Header click"
          value={click}
          options={[
            { value: "SortByOneColumnOnly", text: "One column" },
            { value: "SortByOneColumnOnlyTriState", text: "One column, tri-state" },
            { value: "SortByMultipleColumns", text: "Several columns" },
            { value: "SortByMultipleColumnsTriState", text: "Several columns, tri-state" },
            { value: "None", text: "No sorting" },
          ]}
          onChange={setClick}
          width={240}
        />
        <SelectControl
          label="Sort indicator"
          value={indicator}
          options={[
            { value: "Default", text: "Arrow" },
            { value: "FadingUpDownArrows", text: "Fading up/down arrows" },
            { value: "FadingSimpleUpDownArrows", text: "Simple fading arrows" },
          ]}
          onChange={setIndicator}
          width={230}
        />
      </ControlBar>
      <Hint>Click headers to sort; with several columns each click adds a level, and tri-state clicks cycle up, down and off. Sorted by: {sorts || "nothing"}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          headerClickAction={click}
          headerSortIndicatorStyle={indicator}
          headerSortIndicatorColor="#1565c0"
          initialSorts="department, sales desc"
          sortDescriptionsChanged={(grid) =>
            setSorts(
              grid.sortDescriptions
                .toArray()
                .map((d) => `${d.field} ${String(d.sortDirection) === "1" || String(d.sortDirection) === "Descending" ? "descending" : "ascending"}`)
                .join(", "),
            )
          }
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="department" headerText="Department" width="*>150" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>130" />
          <IgrNumericColumn field="rating" headerText="Rating (not sortable)" width="*>160" isSortingEnabled={false} />
        </IgrDataGrid>
      </div>
    </div>
  );
}
