import { IgrCheckbox } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, type IgrHeadSelectorTemplateContext, type IgrRowSelectorTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./row-selection-template-numbers.css";

// Each row: its number beside a checkbox. The checkbox drives the selection through select() and deselect().
const rowSelector = ({ implicit }: IgrRowSelectorTemplateContext) => (
  <div className="row-selection-template-numbers-row">
    <span>{implicit.index + 1}</span>
    <IgrCheckbox
      checked={implicit.selected}
      aria-label={`Select row ${implicit.index + 1}`}
      onChange={(e) => (e.detail.checked ? implicit.select?.() : implicit.deselect?.())}
    />
  </div>
);

// The header: how many rows are selected, and a checkbox for all of them.
const headSelector = ({ implicit }: IgrHeadSelectorTemplateContext) => (
  <div className="row-selection-template-numbers-head">
    <IgrCheckbox
      checked={implicit.selectedCount > 0 && implicit.selectedCount === implicit.totalCount}
      indeterminate={implicit.selectedCount > 0 && implicit.selectedCount < implicit.totalCount}
      aria-label="Select all rows"
      onChange={(e) => (e.detail.checked ? implicit.selectAll?.() : implicit.deselectAll?.())}
    />
    <span>
      {implicit.selectedCount}/{implicit.totalCount}
    </span>
  </div>
);

export default function TreeGridRowSelectionTemplateNumbersSample() {
  return (
    <div style={gridPage}>
      <Hint>
        Every row shows its number beside its checkbox, and the header counts the selected people out of all. Selection cascades: tick a manager
        to tick their team.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowSelection="multipleCascade"
          rowSelectorTemplate={rowSelector}
          headSelectorTemplate={headSelector}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="country" header="Country" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
