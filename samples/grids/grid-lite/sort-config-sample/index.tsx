import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrGridLite, IgrGridLiteColumn, type IgrCellContext, type SortingExpression } from "igniteui-react/grid-lite";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { gridLiteStyle } from "../_shared/products";

interface Task {
  id: number;
  title: string;
  owner: string;
  priority: "Low" | "Medium" | "High" | "Critical";
  size: string;
}

const priorities = ["Low", "Medium", "High", "Critical"] as const;
const sizes = ["XS", "S", "M", "L", "XL"];
const owners = ["ana", "Ben", "carla", "Dev", "eli", "Fay"];
const tasks: Task[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  title: ["Fix login bug", "Update docs", "Refactor API", "Add dark mode", "Write tests", "Review PR", "Upgrade deps", "Design icons"][i % 8]!,
  owner: owners[(i * 7) % owners.length]!,
  priority: priorities[(i * 5) % 4]!,
  size: sizes[(i * 3) % 5]!,
}));

// Custom comparers sort by meaning rather than alphabet.
const byPriority = (a: unknown, b: unknown) => priorities.indexOf(a as Task["priority"]) - priorities.indexOf(b as Task["priority"]);
const bySize = (a: unknown, b: unknown) => sizes.indexOf(String(a)) - sizes.indexOf(String(b));

const PriorityCell = ({ value }: IgrCellContext<Task>) => {
  const color = { Low: "#78909c", Medium: "#1e88e5", High: "#fb8c00", Critical: "#e53935" }[String(value) as Task["priority"]];
  // Each hue mixed with the theme's text colour, so it reads on light and dark rows alike.
  return <span style={{ color: `color-mix(in srgb, ${color} 60%, var(--ig-gray-900))`, fontWeight: 600 }}>● {String(value)}</span>;
};

// The component applies every new array or object it is given: one per module, not one per render.
const prioritySortConfiguration = { comparer: byPriority };
const sizeSortConfiguration = { comparer: bySize };

export default function SortConfigSample() {
  const gridRef = useRef<IgrGridLite>(null);
  const [caseSensitive, setCaseSensitive] = useState(false);

  const sort = (x: SortingExpression<Task>) => {
    gridRef.current?.clearSort();
    gridRef.current?.sort(x as unknown as SortingExpression);
  };

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Case-sensitive Owner sort" checked={caseSensitive} onChange={setCaseSensitive} />
        <IgrButton variant="outlined" onClick={() => sort({ key: "priority", direction: "descending" })}>
          Most urgent first
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => sort({ key: "size", direction: "ascending" })}>
          Smallest first
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => sort({ key: "owner", direction: "ascending" })}>
          By owner
        </IgrButton>
      </ControlBar>
      <Hint>
        Priority and Size use column comparers (Low → Critical, XS → XL) instead of alphabetical order. Owner names mix cases: case-sensitive
        sorting puts upper-case names first. The ID column cannot be sorted.
      </Hint>
      <div style={gridArea}>
        <IgrGridLite ref={gridRef} data={tasks} style={gridLiteStyle}>
          <IgrGridLiteColumn field="id" header="ID" dataType="number" width="80px" />
          <IgrGridLiteColumn field="title" header="Task" sortable />
          <IgrGridLiteColumn field="owner" header="Owner" sortable sortingCaseSensitive={caseSensitive} />
          <IgrGridLiteColumn field="priority" header="Priority" sortable sortConfiguration={prioritySortConfiguration} cellTemplate={PriorityCell} />
          <IgrGridLiteColumn field="size" header="Size" sortable sortConfiguration={sizeSortConfiguration} />
        </IgrGridLite>
      </div>
    </div>
  );
}
