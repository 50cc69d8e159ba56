import { useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type GridSummaryCalculationMode, type GridSummaryPosition, type IgrGroupingExpression } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const grouping: IgrGroupingExpression[] = [{ fieldName: "category", dir: SortingDirection.Asc, ignoreCase: true }];

export default function DataSummaryOptionsSample() {
  const [position, setPosition] = useState<GridSummaryPosition>("bottom");
  const [mode, setMode] = useState<GridSummaryCalculationMode>("rootAndChildLevels");
  const [onCollapse, setOnCollapse] = useState(false);
  const [groups] = useState(grouping);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Group summaries"
          value={position}
          onChange={setPosition}
          options={[
            { value: "top", text: "Top" },
            { value: "bottom", text: "Bottom" },
          ]}
        />
        <SelectControl
          label="Calculate for"
          value={mode}
          onChange={setMode}
          width={270}
          options={[
            { value: "rootAndChildLevels", text: "Whole grid and each group" },
            { value: "rootLevelOnly", text: "Whole grid only" },
            { value: "childLevelsOnly", text: "Each group only" },
          ]}
        />
        <SwitchControl label="Keep group summaries when collapsed" checked={onCollapse} onChange={setOnCollapse} />
      </ControlBar>
      <Hint>
        The products are grouped by category. Summaries can sit at the top or bottom of each group, be calculated for the whole grid, the groups or
        both, and stay visible when a group is collapsed.
      </Hint>
      <div style={gridArea}>
        <IgrGrid
          data={products}
          primaryKey="id"
          autoGenerate={false}
          groupingExpressions={groups}
          summaryPosition={position}
          summaryCalculationMode={mode}
          showSummaryOnCollapse={onCollapse}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Product" />
          <IgrColumn field="category" header="Category" groupable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" hasSummary />
          <IgrColumn field="unitsSold" header="Sold" dataType="number" hasSummary />
          <IgrColumn field="revenue" header="Revenue" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" hasSummary />
        </IgrGrid>
      </div>
    </div>
  );
}
