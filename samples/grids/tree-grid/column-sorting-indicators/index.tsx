import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, SortingDirection, type IgrGridHeaderTemplateContext, type IgrSortingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { employees } from "../_shared/employees";
import { useGridSorting } from "../../_shared/grid-sorting";
import "./column-sorting-indicators.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const preset: IgrSortingExpression[] = [
  { fieldName: "department", dir: SortingDirection.Asc, ignoreCase: true },
  { fieldName: "salary", dir: SortingDirection.Desc, ignoreCase: false },
];

// Custom sort icons: the template replaces the arrow of an unsorted, ascending or descending header.
const unsortedIcon = () => <span className="material-icons column-sorting-indicators-icon">unfold_more</span>;
const ascendingIcon = (ctx: IgrGridHeaderTemplateContext) => (
  <span className="material-icons column-sorting-indicators-icon column-sorting-indicators-on" title={`${ctx.implicit.column.header}: A → Z`}>
    north
  </span>
);
const descendingIcon = () => <span className="material-icons column-sorting-indicators-icon column-sorting-indicators-on">south</span>;

export default function TreeGridColumnSortingIndicatorsSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const { sorting, show, apply } = useGridSorting(gridRef, preset);
  const [custom, setCustom] = useState(true);
  // Switching the icons builds a new grid (templates are read on creation): it gets the sorting the last one had.
  const lastSorting = useRef(sorting);
  lastSorting.current = sorting;
  useEffect(() => apply(lastSorting.current), [custom]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom sort icons" checked={custom} onChange={setCustom} />
        <IgrButton onClick={() => apply(preset)}>Department ↑ then Salary ↓</IgrButton>
        <IgrButton variant="outlined" onClick={() => apply([])}>
          Clear sorting
        </IgrButton>
      </ControlBar>
      <Hint>
        Sorted headers show their direction and, with several sorted columns, a small number: their place in the sort order. The tree grid sorts
        each team among its siblings, so the hierarchy stays intact.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          key={String(custom)}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          ref={gridRef}
          onSortingDone={show}
          {...templatesWhen(custom, { sortHeaderIconTemplate: unsortedIcon, sortAscendingHeaderIconTemplate: ascendingIcon, sortDescendingHeaderIconTemplate: descendingIcon })}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" sortable />
          <IgrColumn field="title" header="Title" sortable />
          <IgrColumn field="department" header="Department" sortable />
          <IgrColumn field="country" header="Country" sortable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} sortable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" sortable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
