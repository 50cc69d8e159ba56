import { useEffect, useMemo, useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridPinningActions, IgrTreeGrid, type IgrRowType } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./row-pinning-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridRowPinningStyleSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [themed, setThemed] = useState(true);
  const [pinned, setPinned] = useState<number[]>([]);
  // Pinned rows (and the ghost they leave behind) get a class of their own; the rule reads the pinned keys.
  const rowClasses = useMemo(
    () => ({ "row-pinning-style-pinned": (row: IgrRowType) => pinned.includes((row.data as { id?: number } | undefined)?.id ?? -1) }),
    [pinned],
  );

  useEffect(() => {
    const timer = setTimeout(() => {
      gridRef.current?.pinRow(3);
      gridRef.current?.pinRow(8);
    }, 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom pinned row style" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Pinned rows are tinted teal with a double border under them; the place they left in the tree is striped. Pin more from the action strip.</Hint>
      <div style={gridArea} className={themed ? "row-pinning-style-theme" : undefined}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowClasses={rowClasses}
          onRowPinned={(e) => {
            const key = e.detail.rowKey as number;
            setPinned((ids) => (e.detail.isPinned ? [...ids, key] : ids.filter((id) => id !== key)));
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrActionStrip>
            <IgrGridPinningActions />
          </IgrActionStrip>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
