import { useEffect, useMemo, useRef, useState } from "react";
import { IgrColumn, IgrTreeGrid, type IgrRowDragEndEventArgs } from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridPage, mediumSize } from "../../_shared/controls";
import { dropZoneStyle } from "../../_shared/drop-zone";
import { employees, type Employee } from "../_shared/employees";

/** A person and everyone below them. */
function withTeam(id: number): Employee[] {
  const self = employees.filter((e) => e.id === id);
  return [...self, ...employees.filter((e) => e.parentId === id).flatMap((e) => withTeam(e.id))];
}

export default function TreeGridRowDragBaseSample() {
  // The project starts with one small team, so both grids have rows.
  const [team, setTeam] = useState<Employee[]>(() => withTeam(employees.find((e) => e.title === "Marketing Manager")?.id ?? 0));
  const [wholeTeam, setWholeTeam] = useState(true);
  const [over, setOver] = useState(false);
  const target = useRef<HTMLDivElement>(null);
  const pointer = useRef({ x: 0, y: 0 });
  const options = useRef(wholeTeam);
  options.current = wholeTeam;

  function isOverTarget() {
    const box = target.current?.getBoundingClientRect();
    const { x, y } = pointer.current;
    return !!box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom;
  }

  // While a row is dragged, follow the pointer to know where it is dropped.
  const track = useRef((e: PointerEvent) => {
    pointer.current = { x: e.clientX, y: e.clientY };
    setOver(isOverTarget());
  }).current;
  useEffect(() => () => document.removeEventListener("pointermove", track), [track]);

  function onDragEnd(e: IgrRowDragEndEventArgs) {
    document.removeEventListener("pointermove", track);
    setOver(false);
    if (!isOverTarget()) return; // dropped elsewhere: the row flies back
    const person = e.detail.dragData.data as Employee;
    e.detail.animation = false;
    const added = options.current ? withTeam(person.id) : [person];
    // The project keeps the reporting lines among its members; anyone whose manager is not on it becomes a root.
    setTeam((current) => [...current, ...added.filter((a) => !current.some((c) => c.id === a.id))]);
  }

  // The grid applies every new data array it is given: a new one only when the team changes.
  const project = useMemo(() => {
    const ids = new Set(team.map((t) => t.id));
    return team.map((t) => ({ ...t, parentId: t.parentId !== null && ids.has(t.parentId) ? t.parentId : null }));
  }, [team]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Bring the whole team along" checked={wholeTeam} onChange={setWholeTeam} />
      </ControlBar>
      <Hint>Drag people by their handle from the org chart into the project on the right; a manager brings their team, which keeps its shape there.</Hint>
      <div style={{ flex: 1, minHeight: 300, display: "flex", gap: 16 }}>
        <div style={{ flex: 3, minWidth: 0, display: "flex", flexDirection: "column", gap: 6 }}>
          <b>Org chart</b>
          <div style={{ flex: 1, minHeight: 0 }}>
            <IgrTreeGrid
              data={employees}
              primaryKey="id"
              foreignKey="parentId"
              autoGenerate={false}
              rowDraggable
              expansionDepth={2}
              onRowDragStart={() => document.addEventListener("pointermove", track)}
              onRowDragEnd={onDragEnd}
              height="100%"
              width="100%"
              style={mediumSize}
            >
              <IgrColumn field="name" header="Name" minWidth="200px" />
              <IgrColumn field="title" header="Title" />
            </IgrTreeGrid>
          </div>
        </div>
        <div ref={target} style={dropZoneStyle(over)}>
          <b>Project team ({team.length})</b>
          <div style={{ flex: 1, minHeight: 0 }}>
            <IgrTreeGrid
              data={project}
              primaryKey="id"
              foreignKey="parentId"
              autoGenerate={false}
              emptyGridMessage="Drop people here"
              height="100%"
              width="100%"
              style={mediumSize}
            >
              <IgrColumn field="name" header="Name" minWidth="180px" />
              <IgrColumn field="department" header="Department" />
            </IgrTreeGrid>
          </div>
        </div>
      </div>
    </div>
  );
}
