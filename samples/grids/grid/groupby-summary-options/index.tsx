import { useEffect, useRef, useState } from "react";
import {
  IgrColumn,
  IgrGrid,
  SortingDirection,
  type GridSummaryCalculationMode,
  type GridSummaryPosition,
  type IgrGroupingExpression,
} from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";

const modes: { value: GridSummaryCalculationMode; text: string }[] = [
  { value: "rootAndChildLevels", text: "Groups and whole grid" },
  { value: "childLevelsOnly", text: "Each group only" },
  { value: "rootLevelOnly", text: "Whole grid only" },
];
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const initialGrouping: IgrGroupingExpression[] = [{ fieldName: "shipper", dir: SortingDirection.Asc, ignoreCase: true }];

export default function GroupBySummaryOptionsSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [mode, setMode] = useState<GridSummaryCalculationMode>("rootAndChildLevels");
  const [position, setPosition] = useState<GridSummaryPosition>("bottom");
  const [onCollapse, setOnCollapse] = useState(false);

  // Grouped once on mount; from then on the user changes the grouping through the group area.
  useEffect(() => {
    gridRef.current?.groupBy(initialGrouping);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl<GridSummaryCalculationMode> label="Summaries for" value={mode} options={modes} onChange={setMode} width={220} />
        <ChoiceControl
          label="Group summaries at"
          value={position}
          options={[
            { value: "top", text: "Top" },
            { value: "bottom", text: "Bottom" },
          ]}
          onChange={setPosition}
        />
        <SwitchControl label="Keep summary when collapsed" checked={onCollapse} onChange={setOnCollapse} />
      </ControlBar>
      <Hint>Quantity, total and freight have summaries; collapse a group to see the last option at work, or drag another header to the group area.</Hint>
      <div style={gridArea}>
        <IgrGrid
          data={orders}
          primaryKey="orderId"
          autoGenerate={false}
          ref={gridRef}
          summaryCalculationMode={mode}
          summaryPosition={position}
          showSummaryOnCollapse={onCollapse}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="orderId" header="Order" width="110px" />
          <IgrColumn field="customer" header="Customer" minWidth="200px" groupable />
          <IgrColumn field="shipper" header="Shipper" groupable />
          <IgrColumn field="status" header="Status" groupable />
          <IgrColumn field="quantity" header="Qty" dataType="number" hasSummary />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} hasSummary />
          <IgrColumn field="freight" header="Freight" dataType="currency" pipeArgs={usd} hasSummary />
        </IgrGrid>
      </div>
    </div>
  );
}
