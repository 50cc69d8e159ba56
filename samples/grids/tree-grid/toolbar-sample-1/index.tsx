import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarAdvancedFiltering,
  IgrGridToolbarExporter,
  IgrGridToolbarHiding,
  IgrGridToolbarPinning,
  IgrGridToolbarTitle,
  IgrTreeGrid,
} from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridToolbarSample1() {
  return (
    <div style={gridPage}>
      <Hint>The toolbar above the tree grid: a title, then hide or pin columns, build an advanced filter, or export the org chart to Excel or CSV.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          allowAdvancedFiltering
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Contoso org chart</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding />
              <IgrGridToolbarPinning />
              <IgrGridToolbarAdvancedFiltering />
              <IgrGridToolbarExporter exportExcel exportCSV exportPDF={false} filename="OrgChart" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
