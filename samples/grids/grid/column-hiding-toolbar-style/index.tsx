import { useEffect, useMemo, useRef, useState } from "react";
import { IgrColumn, IgrGrid, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle } from "igniteui-react-grids";
import { ControlBar, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./column-hiding-toolbar-style.css";

export default function ColumnHidingToolbarStyleSample() {
  const hidingRef = useRef<IgrGridToolbarHiding>(null);
  const [themed, setThemed] = useState(true);

  // Open the column list once on arrival, so its styled look is in view.
  useEffect(() => {
    const timer = setTimeout(() => hidingRef.current?.querySelector("button")?.click(), 500);
    return () => clearTimeout(timer);
  }, []);

  // Built once: re-applying the column props on each render would undo what the menu hid.
  const columns = useMemo(
    () => [
      <IgrColumn key="name" field="name" header="Name" disableHiding />,
      <IgrColumn key="title" field="title" header="Title" />,
      <IgrColumn key="department" field="department" header="Department" />,
      <IgrColumn key="email" field="email" header="Email" hidden />,
      <IgrColumn key="phone" field="phone" header="Phone" hidden />,
      <IgrColumn key="city" field="city" header="City" />,
      <IgrColumn key="country" field="country" header="Country" />,
      <IgrColumn key="hireDate" field="hireDate" header="Hired" dataType="date" />,
    ],
    [],
  );

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom toolbar and column list colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <div style={gridArea}>
        <IgrGrid
          className={themed ? "column-hiding-toolbar-style-grid" : undefined}
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Team directory</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding ref={hidingRef} title="Visible columns" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          {columns}
        </IgrGrid>
      </div>
    </div>
  );
}
