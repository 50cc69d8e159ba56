import { useMemo, useState, type CSSProperties } from "react";
import { IgrGridLite, IgrGridLiteColumn, type IgrCellContext } from "igniteui-react/grid-lite";
import { ChoiceControl, ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle, products, usd, type Product } from "../_shared/products";

// Grid Lite lives in the separate MIT package igniteui-grid-lite; igniteui-react/grid-lite wraps it for React.

const stockStyle = (stock: number): CSSProperties => ({
  padding: "2px 8px",
  borderRadius: 10,
  fontSize: 12,
  color: "#fff",
  // Deep enough for white text at 4.5:1.
  background: stock === 0 ? "#c62828" : stock < 20 ? "#b34700" : "#2e7d32",
});

const Stock = ({ value }: IgrCellContext<Product>) => (
  <span style={stockStyle(Number(value))}>{Number(value) === 0 ? "Out of stock" : `${String(value)} in stock`}</span>
);
const Rating = ({ value }: IgrCellContext<Product>) => (
  <span title={String(value)} style={{ color: "#f9a825", letterSpacing: 1 }}>
    {"★".repeat(Math.round(Number(value)))}
    <span style={{ color: "#ccc" }}>{"★".repeat(5 - Math.round(Number(value)))}</span>
  </span>
);
const Price = ({ value }: IgrCellContext<Product>) => <span>{usd(Number(value))}</span>;

export default function GridLiteOverviewSample() {
  const [mode, setMode] = useState<"single" | "multiple">("multiple");
  // One object per mode: the grid applies every new sortingOptions object it is given.
  const sortingOptions = useMemo(() => ({ mode }), [mode]);
  const [filtering, setFiltering] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl
          label="Sorting"
          value={mode}
          options={[
            { value: "single", text: "One column" },
            { value: "multiple", text: "Several columns" },
          ]}
          onChange={setMode}
        />
        <SwitchControl label="Filter row" checked={filtering} onChange={setFiltering} />
      </ControlBar>
      <Hint>Grid Lite: a light, virtualized grid with sorting, filtering and cell templates. Click headers to sort; filter from the row under them.</Hint>
      <div style={gridArea}>
        <IgrGridLite data={products} sortingOptions={sortingOptions} style={gridLiteStyle}>
          <IgrGridLiteColumn field="id" header="ID" dataType="number" width="80px" sortable />
          <IgrGridLiteColumn field="name" header="Product" sortable filterable={filtering} resizable />
          <IgrGridLiteColumn field="category" header="Category" sortable filterable={filtering} />
          <IgrGridLiteColumn field="brand" header="Brand" sortable filterable={filtering} />
          <IgrGridLiteColumn field="price" header="Price" dataType="number" width="120px" sortable filterable={filtering} cellTemplate={Price} />
          <IgrGridLiteColumn field="stock" header="Stock" dataType="number" width="150px" sortable filterable={filtering} cellTemplate={Stock} />
          <IgrGridLiteColumn field="rating" header="Rating" dataType="number" width="130px" sortable cellTemplate={Rating} />
        </IgrGridLite>
      </div>
    </div>
  );
}
