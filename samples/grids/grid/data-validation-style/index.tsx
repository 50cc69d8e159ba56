import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";
import { max, min, minLength, required, setColumnValidators, validateAll } from "../_shared/validators";
import "./data-validation-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const rows = products.slice(0, 30).map((p, i) => ({
  ...p,
  name: i === 1 ? "" : i === 9 ? "Ch" : p.name,
  unitPrice: i === 4 ? -3 : p.unitPrice,
  unitsInStock: i === 6 ? 1200 : p.unitsInStock,
}));

export default function DataValidationStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => {
      const grid = gridRef.current;
      if (!grid) return;
      setColumnValidators(grid, {
        name: [required, minLength(3)],
        unitPrice: [required, min(0.01)],
        unitsInStock: [min(0), max(999)],
      });
      validateAll(grid);
    }, 300);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom error style" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Invalid cells get a tinted background, a bar at their start and a custom icon color; a cell being edited with a bad value gets a thick outline.</Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} className={themed ? "data-validation-style-grid" : undefined} data={rows} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Product" editable />
          <IgrColumn field="category" header="Category" editable />
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="unitsInStock" header="In stock" dataType="number" editable />
          <IgrColumn field="releaseDate" header="Released" dataType="date" editable />
        </IgrGrid>
      </div>
    </div>
  );
}
