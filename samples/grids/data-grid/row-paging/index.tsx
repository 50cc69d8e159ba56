import { useEffect, useRef, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDataGridPager, IgrDataGridPagerModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrDataGridPagerModule.register();

const sizes = ["8", "12", "20"] as const;

export default function RowPagingSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [grid, setGrid] = useState<IgrDataGrid>();
  const [size, setSize] = useState<(typeof sizes)[number]>("12");
  const [page, setPage] = useState(0);

  // The standalone pager splits its data source into pages and hands the current page to its target grid.
  useEffect(() => setGrid(gridRef.current ?? undefined), []);

  const pages = Math.ceil(employees.length / Number(size));
  const first = page * Number(size) + 1;
  const last = Math.min(employees.length, first + Number(size) - 1);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Rows per page" value={size} options={sizes} onChange={(s) => (setSize(s), setPage(0))} width={150} />
      </ControlBar>
      <Hint>
        A separate IgrDataGridPager, placed above the grid, pages the rows. Page {page + 1} of {pages}: rows {first}–{last} of {employees.length}.
      </Hint>
      <div style={{ border: "1px solid var(--ig-gray-300, #ddd)", borderRadius: 4, minHeight: 52 }}>
        {grid && (
          <IgrDataGridPager
          key={size}
          height="52px"
          width="100%"
          targetGrid={grid}
          dataSource={employees}
          pageSize={Number(size)}
          pageChanged={(_pager, e) => setPage(e.page)}
          />
        )}
      </div>
      <div style={{ flex: 1, minHeight: 300, display: "flex" }}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false}>
          <IgrNumericColumn field="id" headerText="ID" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="city" headerText="City" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>110" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
