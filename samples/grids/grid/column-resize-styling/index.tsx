import { useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { quotes } from "../_shared/stocks";
import "./column-resize-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function ColumnResizeStylingSample() {
  const [themed, setThemed] = useState(true);
  const [widths, setWidths] = useState<Record<string, string>>({ symbol: "110px", company: "220px", sector: "160px", price: "130px", volume: "150px" });
  const width = (field: string) => ({ field, width: widths[field], resizable: true });

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom resize colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Point at the right edge of a header and drag: the resize line is a thick magenta bar, and the header edges show where to grab.</Hint>
      <div style={gridArea}>
        <IgrGrid
          className={themed ? "column-resize-styling-grid" : undefined}
          data={quotes}
          primaryKey="id"
          autoGenerate={false}
          height="100%"
          width="100%"
          style={mediumSize}
          onColumnResized={(e) => setWidths((w) => ({ ...w, [e.detail.column.field]: e.detail.newWidth }))}
        >
          <IgrColumn {...width("symbol")} header="Symbol" />
          <IgrColumn {...width("company")} header="Company" />
          <IgrColumn {...width("sector")} header="Sector" />
          <IgrColumn {...width("price")} header="Price" dataType="currency" pipeArgs={usd} />
          <IgrColumn {...width("volume")} header="Volume" dataType="number" />
          <IgrColumn field="rating" header="Rating" />
        </IgrGrid>
      </div>
    </div>
  );
}
