import { useRef } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { AdvancedFilterButtons, advancedFilteringToolbar, allOf, anyOf, describeFilter, greaterThan, useAdvancedFilter } from "../../_shared/advanced-filter";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

/** (Department is Engineering OR Department is Sales) AND Salary > 70,000. */
const presetTree = () => allOf(anyOf("department", ["Engineering", "Sales"]), greaterThan("salary", 70000));

export default function TreeGridAdvancedFilteringOptionsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const { tree, show, apply } = useAdvancedFilter(gridRef, presetTree);

  return (
    <div style={gridPage}>
      <ControlBar>
        <AdvancedFilterButtons
          onOpen={() => gridRef.current?.openAdvancedFilteringDialog()}
          onPreset={() => apply(presetTree())}
          onClear={() => apply(null)}
        />
      </ControlBar>
      <Hint>
        Active filter: <b>{describeFilter(tree)}</b>. Managers that do not match stay in view (dimmed) when one of their reports matches, so every
        match keeps its place in the org chart.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowAdvancedFiltering
          onAdvancedFilteringExpressionsTreeChange={show}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          {advancedFilteringToolbar("Org chart")}
          <IgrColumn field="name" header="Name" dataType="string" minWidth="200px" />
          <IgrColumn field="title" header="Title" dataType="string" />
          <IgrColumn field="department" header="Department" dataType="string" />
          <IgrColumn field="country" header="Country" dataType="string" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="remote" header="Remote" dataType="boolean" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
