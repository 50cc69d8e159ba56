import { useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, EventLog, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { products } from "../_shared/products";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const initialWidths: Record<string, string> = { name: "200px", category: "150px", supplier: "190px", unitPrice: "130px", unitsInStock: "120px", releaseDate: "150px" };

export default function ColumnResizingSample() {
  const [resizable, setResizable] = useState(true);
  // The wrapper sets every prop again on each render, so the widths live in state and follow the resizes.
  const [widths, setWidths] = useState(initialWidths);
  const [log, setLog] = useState<string[]>([]);

  const column = (field: string) => ({ field, width: widths[field], resizable });

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Resizable columns" checked={resizable} onChange={setResizable} />
        <IgrButton
          variant="outlined"
          onClick={() => {
            setWidths(initialWidths);
            setLog([]);
          }}
        >
          Reset the widths
        </IgrButton>
      </ControlBar>
      <Hint>
        Drag the right edge of a header to resize; double-click it to fit the content. Product is kept between 120 and 320 px, Unit price between
        100 and 180 px.
      </Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 12 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex" }}>
          <IgrGrid
            data={products}
            primaryKey="id"
            autoGenerate={false}
            height="100%"
            width="100%"
            style={mediumSize}
            onColumnResized={(e) => {
              const { column: resized, prevWidth, newWidth } = e.detail;
              setWidths((w) => ({ ...w, [resized.field]: newWidth }));
              setLog((l) => [`${resized.header}: ${prevWidth} → ${newWidth}`, ...l].slice(0, 40));
            }}
          >
            <IgrColumn {...column("name")} header="Product" minWidth="120px" maxWidth="320px" />
            <IgrColumn {...column("category")} header="Category" />
            <IgrColumn {...column("supplier")} header="Supplier" />
            <IgrColumn {...column("unitPrice")} header="Unit price" dataType="currency" pipeArgs={usd} minWidth="100px" maxWidth="180px" />
            <IgrColumn {...column("unitsInStock")} header="In stock" dataType="number" />
            <IgrColumn {...column("releaseDate")} header="Released" dataType="date" />
          </IgrGrid>
        </div>
        <EventLog title="columnResized" entries={log} style={{ flex: 1, minWidth: 230 }} />
      </div>
    </div>
  );
}
