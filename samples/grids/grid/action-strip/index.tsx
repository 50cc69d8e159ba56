import { useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGrid, IgrGridEditingActions, IgrGridPinningActions } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useStripShownOnArrival } from "../../_shared/action-strip";
import { employees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function ActionStripSample() {
  const gridRef = useRef<IgrGrid>(null);
  const stripRef = useStripShownOnArrival(gridRef);
  const [asMenu, setAsMenu] = useState(false);
  const [pinning, setPinning] = useState(true);
  const [editing, setEditing] = useState(true);
  const [data] = useState(() => employees.slice(0, 30).map((e) => ({ ...e })));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Pinning actions" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Editing actions" checked={editing} onChange={setEditing} />
        <SwitchControl label="Show as menu" checked={asMenu} onChange={setAsMenu} />
      </ControlBar>
      <Hint>Hover a row: the action strip offers pin/unpin, edit, add a row below and delete.</Hint>
      <div style={gridArea}>
        <IgrGrid ref={gridRef} data={data} primaryKey="id" autoGenerate={false} rowEditable height="100%" width="100%" style={mediumSize}>
          <IgrColumn field="name" header="Name" editable />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="city" header="City" editable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrActionStrip ref={stripRef} key={`${pinning}-${editing}-${asMenu}`}>
            {pinning && <IgrGridPinningActions asMenuItems={asMenu} />}
            {editing && <IgrGridEditingActions addRow asMenuItems={asMenu} />}
          </IgrActionStrip>
        </IgrGrid>
      </div>
    </div>
  );
}
