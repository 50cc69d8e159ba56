import { useState } from "react";
import {
  IgrColumn,
  IgrColumnGroup,
  IgrGrid,
  SortingDirection,
  type IgrColumnTemplateContext,
  type IgrGridHeaderTemplateContext,
  type IgrGroupingExpression,
} from "igniteui-react-grids";
import { ControlBar, Hint, SwitchControl, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { templatesWhen } from "../../_shared/templates";
import { products } from "../_shared/products";
import "./change-icons-custom.css";

const usd = { currencyCode: "USD", digitsInfo: "1.2-2" };
const grouping: IgrGroupingExpression[] = [{ fieldName: "category", dir: SortingDirection.Asc, ignoreCase: true }];

/** A Material Icons ligature; the font is served with the gallery. */
const icon = (name: string) => () => <span className="material-icons change-icons-custom-icon">{name}</span>;

const sortAscending = icon("north");
const sortDescending = icon("south");
const sortable = icon("swap_vert");
const filterMenu = (_: IgrGridHeaderTemplateContext) => <span className="material-icons change-icons-custom-icon">tune</span>;
const rowExpanded = icon("remove_circle_outline");
const rowCollapsed = icon("add_circle_outline");
const allExpanded = icon("unfold_less");
const allCollapsed = icon("unfold_more");
const groupIndicator = ({ column }: IgrColumnTemplateContext) => (
  <span className="material-icons change-icons-custom-icon">{(column as IgrColumnGroup).expanded ? "chevron_left" : "chevron_right"}</span>
);

export default function ChangeIconsCustomSample() {
  const [custom, setCustom] = useState(true);
  const icons = custom
    ? {
        sortAscendingHeaderIconTemplate: sortAscending,
        sortDescendingHeaderIconTemplate: sortDescending,
        sortHeaderIconTemplate: sortable,
        excelStyleHeaderIconTemplate: filterMenu,
        rowExpandedIndicatorTemplate: rowExpanded,
        rowCollapsedIndicatorTemplate: rowCollapsed,
        headerExpandedIndicatorTemplate: allExpanded,
        headerCollapsedIndicatorTemplate: allCollapsed,
      }
    : {};

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Custom icons" checked={custom} onChange={setCustom} />
      </ControlBar>
      <Hint>
        Templates replace the sort arrows, the filter menu icon, the group row and “expand all” toggles and the collapsible group indicator. Hover
        a header to see the sortable icon.
      </Hint>
      <div style={gridArea}>
        {/* Templates are read when the grid is created, so switching them builds a new grid. */}
        <IgrGrid
          key={String(custom)}
          data={products}
          primaryKey="id"
          autoGenerate={false}
          allowFiltering
          filterMode="excelStyleFilter"
          groupingExpressions={grouping}
          height="100%"
          width="100%"
          style={mediumSize}
          {...icons}
        >
          <IgrColumn field="name" header="Product" sortable />
          <IgrColumn field="category" header="Category" sortable groupable />
          <IgrColumnGroup header="Stock" collapsible expanded {...templatesWhen(custom, { collapsibleIndicatorTemplate: groupIndicator })}>
            <IgrColumn field="unitsInStock" header="In stock" dataType="number" sortable visibleWhenCollapsed />
            <IgrColumn field="unitsSold" header="Sold" dataType="number" sortable visibleWhenCollapsed={false} />
            <IgrColumn field="discontinued" header="Discontinued" dataType="boolean" visibleWhenCollapsed={false} />
          </IgrColumnGroup>
          <IgrColumn field="unitPrice" header="Unit price" dataType="currency" pipeArgs={usd} sortable />
        </IgrGrid>
      </div>
    </div>
  );
}
