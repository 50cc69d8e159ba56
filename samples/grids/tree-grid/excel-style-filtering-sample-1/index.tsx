import { useEffect, useRef } from "react";
import { IgrColumn, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import { openFilterMenu } from "../_shared/open-filter-menu";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridExcelStyleFilteringSample1() {
  const areaRef = useRef<HTMLDivElement>(null);

  // Open the Department menu once on arrival, so the filter UI is in view: as soon as the grid has
  // drawn its headers (a fixed delay opened it before or after a first look, depending on the machine).
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      if (openFilterMenu(areaRef.current, 2) || ++tries > 50) clearInterval(timer);
    }, 50);
    return () => clearInterval(timer);
  }, []);

  return (
    <div style={gridPage}>
      <Hint>
        Click the filter icon in a header: tick values in the searchable list, or pick a condition for text, numbers, dates or yes/no. A person
        who matches keeps their managers in view, so the tree stays readable.
      </Hint>
      <div style={gridArea} ref={areaRef}>
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
          <IgrColumn field="name" header="Name" dataType="string" minWidth="200px" />
          <IgrColumn field="title" header="Title" dataType="string" />
          <IgrColumn field="department" header="Department" dataType="string" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="remote" header="Remote" dataType="boolean" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
