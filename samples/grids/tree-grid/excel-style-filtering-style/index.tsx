import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import { openFilterMenu } from "../_shared/open-filter-menu";
import "./excel-style-filtering-style.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridExcelStyleFilteringStyleSample() {
  const areaRef = useRef<HTMLDivElement>(null);
  const [themed, setThemed] = useState(true);

  useEffect(() => {
    const timer = setTimeout(() => openFilterMenu(areaRef.current, 1), 700);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom header and filter menu colors" checked={themed} onChange={setThemed} />
      </ControlBar>
      <Hint>Deep teal headers with coral accents; the excel-style filter menu opens inside the grid and uses the same palette.</Hint>
      <div style={gridArea} ref={areaRef} className={themed ? "excel-style-filtering-style-theme" : undefined}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" sortable />
          <IgrColumn field="title" header="Title" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
