import { useState } from "react";
import {
  IgrColumn,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarHiding,
  IgrGridToolbarTitle,
  IgrPaginator,
} from "igniteui-react-grids";
import { ChoiceControl, ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { sizeOptions, sizeStyle, type GridSize } from "../../_shared/sizes";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function LayoutDisplayDensitySample() {
  const [size, setSize] = useState<GridSize>("medium");
  // The --ig-size property sets the size of the grid and everything in it: rows, headers, filter row, toolbar, paginator.
  const style = sizeStyle(size);

  return (
    <div style={gridPage}>
      <ControlBar>
        <ChoiceControl label="Size" value={size} options={sizeOptions} onChange={setSize} />
      </ControlBar>
      <Hint>Small fits the most rows on screen; large gives the most room for touch. Row height, padding and font size all follow.</Hint>
      <div style={gridArea}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} allowFiltering height="100%" width="100%" style={style}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Employees</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="170px" sortable />
          <IgrColumn field="title" header="Title" minWidth="190px" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable />
          <IgrPaginator perPage={20} />
        </IgrGrid>
      </div>
    </div>
  );
}
