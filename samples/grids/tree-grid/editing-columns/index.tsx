import { useState, type CSSProperties } from "react";
import { IgrRating, IgrSelect, IgrSelectItem } from "igniteui-react";
import { IgrColumn, IgrTreeGrid, type IgrCellTemplateContext } from "igniteui-react-grids";
import { Hint, gridArea, gridPage, mediumSize } from "../../_shared/controls";
import { copyEmployees, countries } from "../_shared/employees";

const usd = { currencyCode: "USD", digitsInfo: "1.0-0" };
const small = { "--ig-size": "var(--ig-size-small)" } as CSSProperties;
// Performance is stored as a share of the goal (0.4–1.5); the stars show it on a 0–5 scale.
const toStars = (share: number) => Math.round((share / 1.5) * 10) / 2;

const CountryEditor = ({ cell }: IgrCellTemplateContext) => (
  <IgrSelect value={String(cell.editValue)} style={{ width: "100%" }} onChange={(e) => e.detail?.value && (cell.editValue = e.detail.value)}>
    {countries.map((c) => (
      <IgrSelectItem key={c} value={c} selected={c === cell.editValue}>
        {c}
      </IgrSelectItem>
    ))}
  </IgrSelect>
);

const StarsCell = ({ cell }: IgrCellTemplateContext) => <IgrRating aria-label="Rating" value={toStars(Number(cell.value))} max={5} step={0.5} readOnly style={small} />;
const StarsEditor = ({ cell }: IgrCellTemplateContext) => (
  <IgrRating aria-label="Rating" value={toStars(Number(cell.editValue))} max={5} step={0.5} onChange={(e) => (cell.editValue = Math.round(e.detail * 0.3 * 100) / 100)} style={small} />
);

export default function TreeGridEditingColumnsSample() {
  const [data] = useState(copyEmployees);
  return (
    <div style={gridPage}>
      <Hint>
        Each column decides how it is edited: Name and Title take text, Country a select, Salary a number kept between 30,000 and 400,000, Hired a
        date picker, Remote a checkbox, and Rating stars. Department is read-only. Double-click a cell to try.
      </Hint>
      <div style={gridArea}>
        <IgrTreeGrid
          data={data}
          primaryKey="id"
          foreignKey="parentId"
          autoGenerate={false}
          onCellEdit={(e) => {
            // Keep the editor open on a salary outside the allowed range.
            const value = Number(e.detail.newValue);
            if (e.detail.column?.field === "salary" && (value < 30000 || value > 400000)) e.detail.cancel = true;
          }}
          height="100%"
          width="100%"
          style={mediumSize}
        >
          <IgrColumn field="name" header="Name" editable minWidth="200px" />
          <IgrColumn field="title" header="Title" editable />
          <IgrColumn field="department" header="Department" editable={false} />
          <IgrColumn field="performance" header="Rating" editable bodyTemplate={StarsCell} inlineEditorTemplate={StarsEditor} width="150px" />
          <IgrColumn field="country" header="Country" editable inlineEditorTemplate={CountryEditor} />
          <IgrColumn field="salary" header="Salary" dataType="currency" pipeArgs={usd} editable />
          <IgrColumn field="hireDate" header="Hired" dataType="date" editable />
          <IgrColumn field="remote" header="Remote" dataType="boolean" editable />
        </IgrTreeGrid>
      </div>
    </div>
  );
}
