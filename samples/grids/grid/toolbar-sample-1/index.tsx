import {
  IgrColumn,
  IgrGrid,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
} from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ToolbarSample1() {
  return (
    <div style={gridPage}>
      <Hint>
        The toolbar above the grid holds a title and the built-in actions: show or hide columns, pin columns, build an advanced filter, and export
        to Excel or CSV.
      </Hint>
      <div style={gridArea}>
        <IgrGrid data={employees} primaryKey="id" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Employees</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
              <IgrGridToolbarAdvancedFiltering />
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="Employees" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="170px" sortable />
          <IgrColumn field="title" header="Title" minWidth="190px" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="email" header="Email" minWidth="230px" />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
