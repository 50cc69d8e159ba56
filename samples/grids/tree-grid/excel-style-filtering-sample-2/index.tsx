import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { orders } from "../_shared/orders";
import { openFilterMenu } from "../_shared/open-filter-menu";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };

export default function TreeGridExcelStyleFilteringSample2() {
  const areaRef = useRef<HTMLDivElement>(null);
  const [sortable, setSortable] = useState(true);
  const [moving, setMoving] = useState(true);
  const [pinning, setPinning] = useState(true);
  const [hiding, setHiding] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => openFilterMenu(areaRef.current, 1), 700);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Sorting" checked={sortable} onChange={setSortable} />
        <SwitchControl label="Moving" checked={moving} onChange={setMoving} />
        <SwitchControl label="Pinning" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Hiding" checked={hiding} onChange={setHiding} />
      </ControlBar>
      <Hint>
        The filter menu also holds column actions: sort, move left or right, pin and hide. Each section appears only when the column (or grid)
        feature is on.
      </Hint>
      <div style={gridArea} ref={areaRef}>
        <IgrTreeGrid
          data={orders}
          childDataKey="items"
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          moving={moving}
          expansionDepth={1}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Customer / product" minWidth="220px" sortable={sortable} disablePinning={!pinning} disableHiding={!hiding} />
          <IgrColumn field="category" header="Category" sortable={sortable} disablePinning={!pinning} disableHiding={!hiding} />
          <IgrColumn field="quantity" header="Qty" dataType="number" sortable={sortable} disablePinning={!pinning} disableHiding={!hiding} />
          <IgrColumn field="total" header="Total" dataType="currency" pipeArgs={usd} sortable={sortable} disablePinning={!pinning} disableHiding={!hiding} />
          <IgrColumn field="orderDate" header="Ordered" dataType="date" sortable={sortable} disablePinning={!pinning} disableHiding={!hiding} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
