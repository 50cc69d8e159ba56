import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { makeEmployees, type Employee } from "../_shared/employees";

IgrDataGridModule.register();

export default function BindingLocalDataSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  // The grid is bound to this array itself: it is changed in place and the grid is told about each change.
  const data = useRef<Employee[]>(makeEmployees(25, 3));
  const random = useRef(seededRandom(99));
  const [count, setCount] = useState(data.current.length);

  const add = () => {
    const source = makeEmployees(1, Math.floor(random.current() * 10_000))[0]!;
    const item = { ...source, id: 2000 + data.current.length + Math.floor(random.current() * 1000) };
    data.current.push(item);
    gridRef.current?.notifyInsertItem(data.current.length - 1, item);
    setCount(data.current.length);
  };

  const removeFirst = () => {
    const item = data.current.shift();
    if (!item) return;
    gridRef.current?.notifyRemoveItem(0, item);
    setCount(data.current.length);
  };

  const raise = () => {
    data.current.forEach((item, index) => {
      const old = { ...item };
      item.salary = Math.round(item.salary * 1.05);
      gridRef.current?.notifySetItem(index, old, item);
    });
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={add}>Add employee</IgrButton>
        <IgrButton variant="outlined" onClick={removeFirst} disabled={count === 0}>
          Remove first
        </IgrButton>
        <IgrButton variant="outlined" onClick={raise}>
          Raise salaries 5%
        </IgrButton>
      </ControlBar>
      <Hint>The grid is bound to a local array of {count} objects. Changes to the array reach the grid through notifyInsertItem, notifyRemoveItem and notifySetItem.</Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={data.current} autoGenerateColumns={false}>
          <IgrNumericColumn field="id" headerText="ID" width="90" sortDirection="Ascending" />
          <IgrTextColumn field="name" headerText="Name" width="*>170" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>120" />
          <IgrNumericColumn field="salary" headerText="Salary" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
