import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrDataGridToolbarModule, IgrDateTimeColumn, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { IgrInput } from "igniteui-react";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();
IgrDataGridToolbarModule.register();

export default function ColumnChooserToolbarSample() {
  const [title, setTitle] = useState("Sales team");
  const [buttonText, setButtonText] = useState("Columns");
  const [hidden, setHidden] = useState<string[]>(["email", "city"]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrInput label="Toolbar title" value={title} onInput={(e) => setTitle(e.detail)} style={{ width: 220 }} />
        <IgrInput label="Chooser button text" value={buttonText} onInput={(e) => setButtonText(e.detail)} style={{ width: 220 }} />
      </ControlBar>
      <Hint>Open the column chooser from the button in the grid’s toolbar. Hidden now: {hidden.length ? hidden.join(", ") : "none"}.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isToolbarVisible
          toolbarTitle={title}
          isToolbarColumnChooserVisible
          toolbarColumnChooserText={buttonText}
          toolbarColumnChooserTitle="Show or hide columns"
          columnHiddenChanged={(grid) => setHidden(grid.actualColumns.toArray().filter((c) => c.isHidden).map((c) => c.field))}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>160" sortDirection="Ascending" />
          <IgrTextColumn field="email" headerText="Email" width="*>220" isHidden />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>130" />
          <IgrTextColumn field="city" headerText="City" width="*>120" isHidden />
          <IgrTextColumn field="country" headerText="Country" width="*>110" />
          <IgrDateTimeColumn field="hireDate" headerText="Hired" dateTimeFormat="DateShort" width="*>110" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>110" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
