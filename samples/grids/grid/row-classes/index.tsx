import { useMemo, useState } from "react";
import { IgrColumn, IgrGrid, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products, type Product } from "../_shared/products";
import "./row-classes.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function RowClassesSample() {
  const [lowStock, setLowStock] = useState(true);
  const [bestsellers, setBestsellers] = useState(true);
  const [discontinued, setDiscontinued] = useState(true);

  // rowClasses maps a class name to a test of the row; the grid adds the class to every row that passes.
  const rowClasses = useMemo(() => {
    const rules: Record<string, (row: IgrRowType) => boolean> = {};
    if (lowStock) rules["row-classes-low-stock"] = (row) => (row.data as Product).unitsInStock < 30;
    if (bestsellers) rules["row-classes-bestseller"] = (row) => (row.data as Product).unitsSold > 4500;
    if (discontinued) rules["row-classes-discontinued"] = (row) => (row.data as Product).discontinued;
    return rules;
  }, [lowStock, bestsellers, discontinued]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Low stock (under 30)" checked={lowStock} onChange={setLowStock} />
        <SwitchControl label="Bestsellers (over 4,500 sold)" checked={bestsellers} onChange={setBestsellers} />
        <SwitchControl label="Discontinued" checked={discontinued} onChange={setDiscontinued} />
      </ControlBar>
      <Hint>
        <span className="row-classes-key row-classes-low-stock">low stock</span> <span className="row-classes-key row-classes-bestseller">bestseller</span>{" "}
        <span className="row-classes-key row-classes-discontinued">discontinued</span> — a row can carry several classes at once.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={products} primaryKey="id" autoGenerate={false} rowClasses={rowClasses} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" minWidth="200px" sortable />
          <IgrColumn field="category" header="Category" sortable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable />
          <IgrColumn field="unitsSold" header="Sold" dataType="number" sortable />
          <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
