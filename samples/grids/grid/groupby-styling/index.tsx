import { useEffect, useRef, useState } from "react";
import { IgrColumn, IgrGrid, SortingDirection, type IgrGroupingExpression } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";
import "./groupby-styling.css";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const initialGrouping: IgrGroupingExpression[] = [
  { fieldName: "department", dir: SortingDirection.Asc, ignoreCase: true },
  { fieldName: "country", dir: SortingDirection.Asc, ignoreCase: true },
];

export default function GroupByStylingSample() {
  const gridRef = useRef<IgrGrid>(null);
  const [styled, setStyled] = useState(true);

  // Grouped once on mount; from then on the user changes the grouping through the group area.
  useEffect(() => {
    gridRef.current?.groupBy(initialGrouping);
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom group colors" checked={styled} onChange={setStyled} />
      </ControlBar>
      <Hint>The group area, its chips, the group rows, their counts and indentation take their colors from CSS custom properties.</Hint>
      <div style={gridArea} className={styled ? "groupby-styling-theme" : undefined}>
        <IgrGrid
          data={employees}
          primaryKey="id"
          autoGenerate={false}
          ref={gridRef}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="170px" />
          <IgrColumn field="title" header="Title" minWidth="190px" groupable />
          <IgrColumn field="department" header="Department" groupable />
          <IgrColumn field="country" header="Country" groupable />
          <IgrColumn field="city" header="City" groupable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrGrid>
      </div>
    </div>
  );
}
