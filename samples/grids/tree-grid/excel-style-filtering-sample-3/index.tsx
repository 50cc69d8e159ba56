import { useEffect, useRef } from "react";
import { IgrButton } from "igniteui-react";
import {
  FilteringLogic,
  IgrColumn,
  IgrDateFilteringOperand,
  IgrFilteringExpressionsTree,
  IgrNumberFilteringOperand,
  IgrStringFilteringOperand,
  IgrTreeGrid,
  type IgrFilteringExpression,
  type IgrGridHeaderTemplateContext,
} from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { files, formatSize } from "../_shared/files";
import "./excel-style-filtering-sample-3.css";

/** One column's filter: its conditions joined with `logic`. */
function columnTree(field: string, logic: FilteringLogic, operands: IgrFilteringExpression[]) {
  const tree = new IgrFilteringExpressionsTree();
  tree.operator = logic;
  tree.fieldName = field;
  tree.filteringOperands = operands;
  return tree;
}

function rootTree(columns: IgrFilteringExpressionsTree[]) {
  const root = new IgrFilteringExpressionsTree();
  root.operator = FilteringLogic.And;
  root.filteringOperands = columns;
  return root;
}

const text = IgrStringFilteringOperand.instance();
const number = IgrNumberFilteringOperand.instance();
const date = IgrDateFilteringOperand.instance();

const presets = {
  /** Images: name ends with .png OR .jpg. */
  images: () =>
    rootTree([
      columnTree("name", FilteringLogic.Or, [
        { fieldName: "name", condition: text.condition("endsWith"), conditionName: "endsWith", searchVal: ".png", ignoreCase: true },
        { fieldName: "name", condition: text.condition("endsWith"), conditionName: "endsWith", searchVal: ".jpg", ignoreCase: true },
      ]),
    ]),
  /** Big files: size over 1 MB AND changed in the second half of 2025. */
  big: () =>
    rootTree([
      columnTree("size", FilteringLogic.And, [{ fieldName: "size", condition: number.condition("greaterThan"), conditionName: "greaterThan", searchVal: 1_048_576 }]),
      columnTree("modified", FilteringLogic.And, [{ fieldName: "modified", condition: date.condition("after"), conditionName: "after", searchVal: new Date(2025, 5, 30) }]),
    ]),
};

/** A funnel that fills in once its column is filtered. */
const filterIcon = (ctx: IgrGridHeaderTemplateContext) => (
  <span className={`material-icons excel-style-filtering-sample-3-icon${ctx.implicit.column.filteringExpressionsTree ? " excel-style-filtering-sample-3-on" : ""}`}>
    {ctx.implicit.column.filteringExpressionsTree ? "filter_alt" : "filter_list"}
  </span>
);

export default function TreeGridExcelStyleFilteringSample3() {
  // The grid owns its filter: the buttons hand it a tree through the ref instead of a prop, which the
  // wrapper would set again on every render and the menu's changes would have to be written back into.
  const gridRef = useRef<IgrTreeGrid>(null);
  const apply = (make?: () => IgrFilteringExpressionsTree) => {
    const grid = gridRef.current;
    if (!grid) return;
    if (make) grid.filteringExpressionsTree = make();
    else grid.clearFilter();
  };
  useEffect(() => {
    if (gridRef.current) gridRef.current.filteringExpressionsTree = presets.images();
  }, []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={() => apply(presets.images)}>Images (.png or .jpg)</IgrButton>
        <IgrButton variant="outlined" onClick={() => apply(presets.big)}>
          Over 1 MB, changed after June
        </IgrButton>
        <IgrButton variant="flat" onClick={() => apply()}>
          Clear
        </IgrButton>
      </ControlBar>
      <Hint>
        The buttons set filtering expression trees from code; open a header's menu to see them as conditions and change them. Folders that hold a
        match stay in view. The header icon is a template that fills in when its column is filtered.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={files}
          childDataKey="files"
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          ref={gridRef}
          excelStyleHeaderIconTemplate={filterIcon}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" dataType="string" minWidth="220px" />
          <IgrColumn field="kind" header="Kind" dataType="string" />
          <IgrColumn field="size" header="Size" dataType="number" formatter={formatSize} />
          <IgrColumn field="modified" header="Modified" dataType="date" />
          <IgrColumn field="owner" header="Owner" dataType="string" />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
