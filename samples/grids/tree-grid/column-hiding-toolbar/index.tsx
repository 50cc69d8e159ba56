import { useState } from "react";
import {
  IgrColumn,
  IgrGridToolbar,
  IgrGridToolbarActions,
  IgrGridToolbarHiding,
  IgrGridToolbarTitle,
  IgrTreeGrid,
} from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridColumnHidingToolbarSample() {
  const [hidden, setHidden] = useState<string[]>(["email", "phone"]);

  return (
    <div style={gridPage}>
      <Hint>
        Open the hiding menu in the toolbar to show or hide columns, or search the list. Name is the tree column and cannot be hidden. Hidden now:{" "}
        <b>{hidden.length ? hidden.join(", ") : "none"}</b>.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          onColumnVisibilityChanged={(e) => {
            const { column, newValue } = e.detail;
            setHidden((h) => (newValue ? [...h, column.field] : h.filter((f) => f !== column.field)));
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>Employees</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <IgrGridToolbarHiding title="Column visibility" />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="200px" disableHiding />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="country" header="Country" />
          <IgrColumn field="city" header="City" />
          <IgrColumn field="email" header="Email" hidden />
          <IgrColumn field="phone" header="Phone" hidden />
          <IgrColumn field="hireDate" header="Hired" dataType="date" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
