import { useRef, useState } from "react";
import { IgrActionStrip, IgrColumn, IgrGridEditingActions, IgrGridPinningActions, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { useStripShownOnArrival } from "../../_shared/action-strip";
import { copyEmployees } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };

export default function TreeGridActionStripSample() {
  const gridRef = useRef<IgrTreeGrid>(null);
  const stripRef = useStripShownOnArrival(gridRef);
  const [data] = useState(copyEmployees);
  const [asMenu, setAsMenu] = useState(false);
  const [pinning, setPinning] = useState(true);
  const [addChild, setAddChild] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Pinning actions" checked={pinning} onChange={setPinning} />
        <SwitchControl label="Add child (tree grid only)" checked={addChild} onChange={setAddChild} />
        <SwitchControl label="Show as menu" checked={asMenu} onChange={setAsMenu} />
      </ControlBar>
      <Hint>Hover a row: the action strip pins it, edits it, adds a sibling row, adds a new report under it, or deletes it with its team.</Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          ref={gridRef}
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          rowEditable
          expansionDepth={2}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable minWidth="200px" />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable />
          <IgrColumn field="city" header="City" editable />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrActionStrip ref={stripRef} key={`${pinning}-${addChild}-${asMenu}`}>
            {pinning && <IgrGridPinningActions asMenuItems={asMenu} />}
            <IgrGridEditingActions addRow addChild={addChild} asMenuItems={asMenu} />
          </IgrActionStrip>
        </IgrTreeGrid>
      </div>
    </div>
  );
}
