import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

const showings = ["SlideFromRightAndFadeIn", "SlideFromTopAndFadeIn", "FadeIn", "SlideFromLeft", "None"] as const;
const hidings = ["SlideToRightAndFadeOut", "SlideToTopAndFadeOut", "FadeOut", "SlideToLeft", "None"] as const;
const movings = ["SlideOver", "None"] as const;

export default function ColumnAnimationSample() {
  const [showing, setShowing] = useState<(typeof showings)[number]>("SlideFromRightAndFadeIn");
  const [hiding, setHiding] = useState<(typeof hidings)[number]>("SlideToRightAndFadeOut");
  const [moving, setMoving] = useState<(typeof movings)[number]>("SlideOver");
  const [showTitle, setShowTitle] = useState(true);
  const [showSales, setShowSales] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Showing animation" value={showing} options={showings} onChange={setShowing} width={230} />
        <SelectControl label="Hiding animation" value={hiding} options={hidings} onChange={setHiding} width={230} />
        <SelectControl label="Moving animation" value={moving} options={movings} onChange={setMoving} width={150} />
      </ControlBar>
      <ControlBar>
        <SwitchControl label="Title column" checked={showTitle} onChange={setShowTitle} />
        <SwitchControl label="Sales column" checked={showSales} onChange={setShowSales} />
      </ControlBar>
      <Hint>Toggle columns to watch them animate in and out; drag a header to another place to see the moving animation.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          columnShowingAnimationMode={showing}
          columnAddingAnimationMode={showing}
          columnHidingAnimationMode={hiding}
          columnMovingAnimationMode={moving}
          columnMovingMode="Deferred"
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>170" isHidden={!showTitle} />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" isHidden={!showSales} />
        </IgrDataGrid>
      </div>
    </div>
  );
}
