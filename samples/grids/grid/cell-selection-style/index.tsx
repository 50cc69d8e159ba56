import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { quotes } from "../_shared/stocks";
import "./cell-selection-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function CellSelectionStyleSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [themed, setThemed] = useState(true);

  // Start with a selected range, so the styled selection is visible at once.
  useEffect(() => {
    const timer = setTimeout(() => gridRef.current?.selectRange([{ rowStart: 2, rowEnd: 6, columnStart: "open", columnEnd: "low" }]), 400);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom selection colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Drag across cells to select: the range is filled teal, the active cell gets an orange border and the hovered row a light tint.</Hint>
      <div style={gridArea}>
        <IgrGrid
          ref={gridRef}
          className={themed ? "cell-selection-style-grid" : undefined}
          data={quotes}
          primaryKey="id"
          autoGenerate={false}
          cellSelection="multiple"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="symbol" header="Symbol" width="110px" />
          <IgrColumn field="company" header="Company" />
          <IgrColumn field="open" header="Open" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="price" header="Price" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="high" header="High" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="low" header="Low" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="volume" header="Volume" dataType="number" />
        </IgrGrid>
      </div>
    </div>
  );
}
