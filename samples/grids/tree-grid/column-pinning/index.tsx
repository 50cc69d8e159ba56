import { IgrColumn, IgrTreeGrid, type IgrColumnTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./column-pinning.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

/** A header with a pin button that pins or unpins its column. */
const PinHeader = ({ column }: IgrColumnTemplateContext) => (
  <span className="column-pinning-header">
    <span>{column.header}</span>
    <button
      type="button"
      className={`column-pinning-toggle material-icons${column.pinned ? " column-pinning-on" : ""}`}
      title={column.pinned ? "Unpin" : "Pin"}
      onClick={(e) => {
        e.stopPropagation();
        column.pinned = !column.pinned;
      }}
    >
      push_pin
    </button>
  </span>
);

export default function TreeGridColumnPinningSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Pinned columns stay at the start while the others scroll sideways. Click the pin in a header. The first pinned column carries the tree's
        arrows and indentation, so pinning Name keeps the hierarchy in view.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid data={employees} primaryKey="id" foreignKey="parentId" autoGenerate={false} height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" width="220px" pinned headerTemplate={PinHeader} />
          <IgrColumn field="title" header="Title" width="220px" headerTemplate={PinHeader} />
          <IgrColumn field="department" header="Department" width="160px" headerTemplate={PinHeader} />
          <IgrColumn field="email" header="Email" width="260px" headerTemplate={PinHeader} />
          <IgrColumn field="phone" header="Phone" width="170px" headerTemplate={PinHeader} />
          <IgrColumn field="country" header="Country" width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="city" header="City" width="140px" headerTemplate={PinHeader} />
          <IgrColumn field="hireDate" header="Hired" dataType="date" width="150px" headerTemplate={PinHeader} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} width="140px" headerTemplate={PinHeader} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
