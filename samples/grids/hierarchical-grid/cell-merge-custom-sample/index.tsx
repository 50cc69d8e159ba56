import { useState } from "react";
import { IgrColumn, IgrDefaultMergeStrategy, IgrHierarchicalGrid, IgrRowIsland } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { customers } from "../_shared/customers";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

/**
 * Merges a cell with the one above only when the merged columns to its left (in `order`) match as well,
 * so a merged value never spans two groups of the column before it.
 */
class NestedMergeStrategy extends IgrDefaultMergeStrategy {
  constructor(private readonly order: string[]) {
    super();
  }
  override comparer(prev: Record<string, unknown>, record: Record<string, unknown>, field: string, isDate?: boolean, isTime?: boolean): boolean {
    const parents = this.order.slice(0, this.order.indexOf(field));
    return parents.every((p) => prev[p] === record[p]) && super.comparer(prev, record, field, isDate, isTime);
  }
}

const data = [...customers]
  .sort((a, b) => a.country.localeCompare(b.country) || a.title.localeCompare(b.title))
  .map((c) => ({ ...c, orders: [...c.orders].sort((a, b) => a.shipVia.localeCompare(b.shipVia) || a.status.localeCompare(b.status)) }));
const expanded = new Map<unknown, boolean>([["BERGS", true], ["GREAL", true]]);

export default function CellMergeCustomSample() {
  const [custom, setCustom] = useState(true);
  const [strategies] = useState(() => ({
    customers: new NestedMergeStrategy(["country", "title"]),
    orders: new NestedMergeStrategy(["shipVia", "status"]),
    plain: new IgrDefaultMergeStrategy(),
  }));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Merge only inside the group to the left (custom strategy)" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        The default strategy merges any equal neighbours, so a Title or Status can span two groups of the column on its left. The custom
        strategy, given to the grid and to the order row island, merges only inside the group to the left.
      </Hint>
      <div style={gridArea}>
        <IgrHierarchicalGrid
          data={data}
          primaryKey="customerId"
          autoGenerate={false}
          cellMergeMode="always"
          mergeStrategy={custom ? strategies.customers : strategies.plain}
          expansionStates={expanded}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="country" header="Country" merge />
          <IgrColumn field="title" header="Title" merge />
          <IgrColumn field="company" header="Company" minWidth="200px" />
          <IgrColumn field="contact" header="Contact" />
          <IgrRowIsland
            childDataKey="orders"
            primaryKey="orderId"
            autoGenerate={false}
            cellMergeMode="always"
            mergeStrategy={custom ? strategies.orders : strategies.plain}
          >
            <IgrColumn field="shipVia" header="Ship via" merge />
            <IgrColumn field="status" header="Status" merge />
            <IgrColumn field="orderId" header="Order" formatter={String} />
            <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} />
          </IgrRowIsland>
        </IgrHierarchicalGrid>
      </div>
    </div>
  );
}
