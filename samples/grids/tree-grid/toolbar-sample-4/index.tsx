import { useEffect, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrColumn, IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarTitle, IgrTreeGrid } from "igniteui-react-grids";
import { Hint, SelectControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees } from "../_shared/employees";

type Depth = "0" | "1" | "2" | "3";
const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridToolbarSample4() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const [depth, setDepth] = useState<Depth>("1");
  const [visible, setVisible] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // After the rows change, count the ones in view (the grid's data view holds the visible records).
  const count = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(gridRef.current?.dataView.length ?? null), 250);
  };
  useEffect(() => {
    count();
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <div style={gridPage}>
      <Hint>
        The toolbar carries tree actions of its own: show the org chart down to a level (expansionDepth), or expand and collapse everything. The
        title follows how many people are in view.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          expansionDepth={Number(depth)}
          onRowToggle={count}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrGridToolbar>
            <IgrGridToolbarTitle>{visible === null ? "Org chart" : `Org chart — ${visible} of ${employees.length} people shown`}</IgrGridToolbarTitle>
            <IgrGridToolbarActions>
              <SelectControl
                label="Show levels"
                value={depth}
                width={210}
                onChange={(d) => {
                  setDepth(d);
                  count();
                }}
                options={[
                  { value: "0", text: "CEO only" },
                  { value: "1", text: "+ vice presidents" },
                  { value: "2", text: "+ managers" },
                  { value: "3", text: "Everyone" },
                ]}
              />
              <IgrButton
                variant="outlined"
                onClick={() => {
                  gridRef.current?.expandAll();
                  count();
                }}
              >
                Expand all
              </IgrButton>
              <IgrButton
                variant="outlined"
                onClick={() => {
                  gridRef.current?.collapseAll();
                  count();
                }}
              >
                Collapse all
              </IgrButton>
              <IgrGridToolbarHiding />
            </IgrGridToolbarActions>
          </IgrGridToolbar>
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="title" header="Title" />
          <IgrColumn field="department" header="Department" />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
