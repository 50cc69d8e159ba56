import { useEffect, useRef, useState } from "react";
import { ListSortDirection } from "igniteui-react-core";
import { IgrColumnGroupDescription, IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

const fields = { country: "Country", department: "Department", title: "Title", rating: "Rating" } as const;
type Field = keyof typeof fields;

export default function RowGroupDescriptionsSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [first, setFirst] = useState<Field>("country");
  const [second, setSecond] = useState<Field | "none">("department");
  const [descending, setDescending] = useState(false);
  const [header, setHeader] = useState<"Combined" | "Split">("Combined");

  // Group descriptions are set in code: one per level, each with its own sort direction and header text.
  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    grid.groupDescriptions.clear();
    for (const field of second === "none" || second === first ? [first] : [first, second]) {
      const g = new IgrColumnGroupDescription();
      g.field = field;
      g.displayName = fields[field];
      g.sortDirection = descending ? ListSortDirection.Descending : ListSortDirection.Ascending;
      if (field === "rating") g.formatText = (_s, e) => (e.formattedText = `${"★".repeat(Number(e.groupValue))} (${Number(e.groupValue)} of 5)`);
      grid.groupDescriptions.add(g);
    }
  }, [first, second, descending]);

  const options = (Object.keys(fields) as Field[]).map((value) => ({ value, text: fields[value] }));

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Group by" value={first} options={options} onChange={setFirst} width={160} />
        <SelectControl label="Then by" value={second} options={[{ value: "none" as const, text: "(nothing)" }, ...options]} onChange={setSecond} width={160} />
        <SwitchControl label="Descending groups" checked={descending} onChange={setDescending} />
        <SelectControl label="Group header" value={header} options={["Combined", "Split"] as const} onChange={setHeader} width={150} />
      </ControlBar>
      <Hint>Groups are defined in code with IgrColumnGroupDescription. The Rating group header text is formatted as stars.</Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={employees} autoGenerateColumns={false} groupHeaderDisplayMode={header} isGroupRowSticky>
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="rating" headerText="Rating" width="*>90" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
