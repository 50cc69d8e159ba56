import { IgrColumn, IgrPaginator, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridRowPagingBasicSample() {
  return (
    <div style={gridPage}>
      <Hint>
        The paginator splits the visible rows into pages of 10. Pages count the rows you can see: collapse a manager and their team stops taking
        room, expand one and the page fills with their reports.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={employees} primaryKey="id" foreignKey="parentId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
          <IgrPaginator perPage={10} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
