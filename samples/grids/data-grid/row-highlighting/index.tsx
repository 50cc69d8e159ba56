import { useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { employees } from "../_shared/employees";

IgrDataGridModule.register();

const palettes = {
  Sky: { background: "#dceeff", text: "#0d47a1" },
  Mint: { background: "#d9f5e6", text: "#1b5e20" },
  Amber: { background: "#fff1c9", text: "#7a4f01" },
  Slate: { background: "#37474f", text: "#ffffff" },
} as const;
type Palette = keyof typeof palettes;

export default function RowHighlightingSample() {
  const [enabled, setEnabled] = useState(true);
  const [palette, setPalette] = useState<Palette>("Sky");
  const [animated, setAnimated] = useState(true);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Highlight the row under the pointer" checked={enabled} onChange={setEnabled} />
        <SelectControl label="Highlight colors" value={palette} options={Object.keys(palettes) as Palette[]} onChange={setPalette} width={150} />
        <SwitchControl label="Animate the color change" checked={animated} onChange={setAnimated} />
      </ControlBar>
      <Hint>Move the pointer over the rows: the whole row takes the highlight background and text color.</Hint>
      <div style={gridArea}>
        <IgrDataGrid
          height="100%"
          width="100%"
          dataSource={employees}
          autoGenerateColumns={false}
          isRowHoverEnabled={enabled}
          rowHoverBackground={palettes[palette].background}
          rowHoverTextColor={palettes[palette].text}
          rowHoverAnimationMode={animated ? "ColorBlend" : "None"}
        >
          <IgrTextColumn field="name" headerText="Name" width="*>170" sortDirection="Ascending" />
          <IgrTextColumn field="title" headerText="Title" width="*>160" />
          <IgrTextColumn field="department" headerText="Department" width="*>140" />
          <IgrTextColumn field="country" headerText="Country" width="*>120" />
          <IgrNumericColumn field="sales" headerText="Sales" positivePrefix="$" showGroupingSeparator width="*>120" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
