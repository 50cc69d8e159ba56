import { useState } from "react";
import { IgrColumn, IgrDefaultTreeGridMergeStrategy, IgrTreeGrid } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { employees, type Employee } from "../_shared/employees";

/** The tree grid hands its strategy tree records (the row data is in `data`); plain rows are handled too. */
const rowData = (record: { data?: Employee } & Partial<Employee>) => (record.data ?? record) as Employee;

/**
 * Merges a cell with the one above only when both people report to the same manager, so a merged
 * block never spans two teams, however equal the values are.
 */
class SameTeamMergeStrategy extends IgrDefaultTreeGridMergeStrategy {
  override comparer(prevRecord: any, record: any, field: string, isDate?: boolean, isTime?: boolean): boolean {
    return rowData(prevRecord).parentId === rowData(record).parentId && super.comparer(prevRecord, record, field, isDate, isTime);
  }
}

const strategies = { team: new SameTeamMergeStrategy(), plain: new IgrDefaultTreeGridMergeStrategy() };

export default function TreeGridCellMergeCustomSample() {
  const [custom, setCustom] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Merge only within one team (custom strategy)" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        The default strategy merges equal neighbours anywhere in the tree, so a manager's “Engineering” merges with their reports' and with the
        next team's. The custom strategy extends it with one rule: both rows must have the same manager.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={employees}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          cellMergeMode="always"
          mergeStrategy={custom ? strategies.team : strategies.plain}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" minWidth="200px" />
          <IgrColumn field="department" header="Department" merge />
          <IgrColumn field="title" header="Title" merge />
          <IgrColumn field="country" header="Country" merge />
          <IgrColumn field="remote" header="Remote" dataType="boolean" merge />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
