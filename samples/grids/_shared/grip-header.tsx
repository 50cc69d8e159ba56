import type { IgrColumnTemplateContext } from "igniteui-react-grids";
import "./grip-header.css";

/** A column header template with a grip icon, so it is clear the column can be dragged. */
export function GripHeader({ column }: IgrColumnTemplateContext) {
  return (
    <span className="grids-grip-header">
      <span className="material-icons">drag_indicator</span>
      {column.header}
    </span>
  );
}
