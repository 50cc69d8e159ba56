// Event types of IgrHierarchicalGrid handlers, read from the component's own props
// (the row island's handlers receive the same events).
import type { ComponentProps } from "react";
import type { IgrHierarchicalGrid } from "igniteui-react-grids";

type Props = ComponentProps<typeof IgrHierarchicalGrid>;
type EventOf<K extends keyof Props> = Parameters<NonNullable<Props[K]>>[0];

export type CellEvent = EventOf<"onSelected">;
export type EditDoneEvent = EventOf<"onCellEditDone">;
export type RowAddEvent = EventOf<"onRowAdd">;
export type RowDragEndEvent = EventOf<"onRowDragEnd">;
