import { useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTextColumn } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, Hint, SelectControl, gridArea, gridPage } from "../../_shared/controls";

IgrDataGridModule.register();

// Monthly sales of 24 months per store: a wide table that needs horizontal scrolling.
const months = Array.from({ length: 24 }, (_, i) => {
  const d = new Date(2024, i, 1);
  return { key: `m${i}`, label: d.toLocaleString("en-US", { month: "short", year: "2-digit" }) };
});
const stores = ["Seattle", "Austin", "Boston", "Denver", "Miami", "Portland", "Chicago", "Phoenix", "Atlanta", "Dallas", "Houston", "Detroit", "Nashville", "Omaha", "Tampa"];
const random = seededRandom(77);
const rows = stores.map((store) => {
  const row: Record<string, string | number> = { store };
  for (const m of months) row[m.key] = Math.round(20_000 + random() * 80_000);
  return row;
});

type Scrollbar = "Default" | "Thin" | "Fading" | "Hidden";

export default function ColumnScrollingSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const [scrollbar, setScrollbar] = useState<Scrollbar>("Thin");

  return (
    <div style={gridPage}>
      <ControlBar>
        <SelectControl label="Scrollbar style" value={scrollbar} options={["Default", "Thin", "Fading", "Hidden"] as const} onChange={setScrollbar} width={160} />
        <IgrButton variant="outlined" onClick={() => gridRef.current?.scrollToColumnByIndex(1)}>
          First month
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.scrollToColumnByIndex(13)}>
          Jan 2025
        </IgrButton>
        <IgrButton variant="outlined" onClick={() => gridRef.current?.scrollToColumnByIndex(months.length)}>
          Last month
        </IgrButton>
      </ControlBar>
      <Hint>24 monthly columns scroll sideways (shift + wheel, the scrollbar or the buttons) while the pinned Store column stays in view.</Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={rows} autoGenerateColumns={false} scrollbarStyle={scrollbar} scrollbarBackground="#90a4ae">
          <IgrTextColumn field="store" headerText="Store" width="140" pinned="Left" sortDirection="Ascending" />
          {months.map((m) => (
            <IgrNumericColumn key={m.key} field={m.key} headerText={m.label} width="110" positivePrefix="$" showGroupingSeparator />
          ))}
        </IgrDataGrid>
      </div>
    </div>
  );
}
