import { useState } from "react";
import { IgrColumn, IgrTreeGrid, type GridSummaryCalculationMode, type GridSummaryPosition } from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridDataSummaryOptionsSample() {
  const [position, setPosition] = useState<GridSummaryPosition>("bottom");
  const [mode, setMode] = useState<GridSummaryCalculationMode>("rootAndChildLevels");
  const [onCollapse, setOnCollapse] = useState(false);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Child summaries"
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
          width={290}
          options={[
            { value: "rootAndChildLevels", text: "All orders and each order's items" },
            { value: "rootLevelOnly", text: "All orders only" },
            { value: "childLevelsOnly", text: "Each order's items only" },
          ]}
        />
        <SwitchControl label="Keep an order's summary when collapsed" checked={onCollapse} onChange={setOnCollapse} />
      </ControlBar>
      <Hint>
        The root summary (pinned under the grid) covers the orders; each expanded order gets a summary of its line items, above or below them.
        Collapse an order with the switch on to keep its summary in view.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          summaryPosition={position}
          summaryCalculationMode={mode}
          showSummaryOnCollapse={onCollapse}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" hasSummary />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
