import { useMemo, useState } from "react";
import {
  IgrComboBoxColumn,
  IgrDataGrid,
  IgrDataGridModule,
  IgrDateTimeColumn,
  IgrImageColumn,
  IgrNumericColumn,
  IgrTemplateColumn,
  IgrTextColumn,
  type IIgrCellTemplateProps,
} from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";
import { avatarUrl } from "../_shared/avatars";
import { employees, type Employee } from "../_shared/employees";
import { cellInk } from "../_shared/cell-ink";

IgrDataGridModule.register();

const departments = ["Enterprise", "Retail", "Public Sector", "Channel", "Online"].map((name) => ({ name }));

/** A template column: a progress bar drawn with plain elements. */
function ProgressCell({ dataContext }: IIgrCellTemplateProps) {
  const e = dataContext.rowItem as Employee | undefined;
  if (!e) return null;
  const pct = Math.round(e.progress * 100);
  const color = pct >= 100 ? "#2e7d32" : pct >= 70 ? "#f9a825" : "#c62828";
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8, width: "100%", height: 52, padding: "0 12px", boxSizing: "border-box" }}>
      <div style={{ flex: 1, height: 8, background: "#e0e0e0", borderRadius: 4, overflow: "hidden" }}>
        <div style={{ width: `${Math.min(pct, 100)}%`, height: "100%", background: color }} />
      </div>
      <span style={{ width: 44, textAlign: "right", fontSize: 13 }}>{pct}%</span>
    </div>
  );
}

type DateFormat = "DateShort" | "DateLong" | "DateTimeShort";

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["id"];

export default function ColumnTypesSample() {
  const [dateFormat, setDateFormat] = useState<DateFormat>("DateShort");
  const rows = useMemo(() => employees.slice(0, 80).map((e, i) => ({ ...e, photo: avatarUrl(e.name, (i * 47) % 360) })), []);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl
          label="Date column format"
          value={dateFormat}
          options={[
            { value: "DateShort", text: "Short date" },
            { value: "DateLong", text: "Long date" },
            { value: "DateTimeShort", text: "Date and time" },
          ]}
          onChange={setDateFormat}
        />
      </ControlBar>
      <Hint>Image, text, combo box, date, numeric and template columns. Double-click a Department cell to pick from the combo box.</Hint>
      <div style={{ ...gridArea, ...cellInk }}>
        <IgrDataGrid height="100%" width="100%" dataSource={rows} autoGenerateColumns={false} rowHeight={52} editMode="Cell" primaryKey={primaryKey}>
          <IgrImageColumn field="photo" headerText="Image" width="90" imageStretchOption="Uniform" isEditable={false} />
          <IgrTextColumn field="name" headerText="Text" width="*>150" sortDirection="Ascending" />
          <IgrComboBoxColumn field="department" headerText="Combo box" width="*>130" dataSource={departments} textField="name" valueField="name" />
          <IgrDateTimeColumn field="hireDate" headerText="Date" dateTimeFormat={dateFormat} width="*>130" />
          <IgrNumericColumn field="salary" headerText="Numeric" positivePrefix="$" showGroupingSeparator minFractionDigits={2} width="*>120" />
          <IgrNumericColumn field="progress" headerText="Percent" isPercent maxFractionDigits={1} positiveSuffix="%" width="*>90" />
          <IgrTemplateColumn field="progress" name="progressBar" headerText="Template" width="*>200" template={ProgressCell} isEditable={false} />
        </IgrDataGrid>
      </div>
    </div>
  );
}
