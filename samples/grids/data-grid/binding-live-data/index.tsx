import { useEffect, useRef, useState } from "react";
import { IgrDataGrid, IgrDataGridModule, IgrNumericColumn, IgrTemplateColumn, IgrTextColumn, type IIgrCellTemplateProps } from "igniteui-react-data-grids";
import { seededRandom } from "../../../_shared/random";
import { ControlBar, Hint, SelectControl, SwitchControl, gridArea, gridPage } from "../../_shared/controls";
import { makeQuotes, tick, type Quote } from "../_shared/stocks";

IgrDataGridModule.register();

const intervals = ["100", "250", "500", "1000"] as const;
type Interval = (typeof intervals)[number];

/** The change, green when up and red when down. */
function ChangeCell({ dataContext }: IIgrCellTemplateProps) {
  const q = dataContext.rowItem as Quote | undefined;
  if (!q) return null;
  const up = q.change >= 0;
  return (
    <div style={{ width: "100%", height: 40, display: "flex", alignItems: "center", justifyContent: "flex-end", paddingRight: 12, boxSizing: "border-box", fontFamily: "monospace", color: up ? "#2e7d32" : "#c62828" }}>
      {up ? "▲" : "▼"} {q.change.toFixed(2)} ({(q.changePercent * 100).toFixed(2)}%)
    </div>
  );
}

// The component applies every new array or object it is given: one per module, not one per render.
const primaryKey = ["symbol"];

export default function BindingLiveDataSample() {
  const gridRef = useRef<IgrDataGrid>(null);
  const data = useRef<Quote[]>(makeQuotes());
  const [running, setRunning] = useState(true);
  const [interval, setIntervalMs] = useState<Interval>("250");
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    if (!running) return;
    const random = seededRandom(5 + ticks);
    const id = window.setInterval(() => {
      const list = data.current;
      // Update a few random quotes and tell the grid which rows changed.
      for (let n = 0; n < 5; n++) {
        const index = Math.floor(random() * list.length);
        const old = list[index]!;
        const next = tick(old, random);
        list[index] = next;
        gridRef.current?.notifySetItem(index, old, next);
      }
      setTicks((t) => t + 1);
    }, Number(interval));
    return () => window.clearInterval(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, interval]);

  return (
    <div style={gridPage}>
      <ControlBar>
        <SwitchControl label="Live updates" checked={running} onChange={setRunning} />
        <SelectControl label="Update every (ms)" value={interval} options={intervals} onChange={setIntervalMs} width={160} />
      </ControlBar>
      <Hint>Five quotes change on every tick and the grid animates the new values ({ticks} ticks so far).</Hint>
      <div style={gridArea}>
        <IgrDataGrid ref={gridRef} height="100%" width="100%" dataSource={data.current} autoGenerateColumns={false} primaryKey={primaryKey} rowHeight={40} cellDataLoadedAnimationMode="CrossFade">
          <IgrTextColumn field="symbol" headerText="Symbol" width="100" sortDirection="Ascending" />
          <IgrTextColumn field="company" headerText="Company" width="*>170" />
          <IgrTextColumn field="sector" headerText="Sector" width="*>140" />
          <IgrNumericColumn field="price" headerText="Price" positivePrefix="$" minFractionDigits={2} maxFractionDigits={2} width="*>110" />
          <IgrTemplateColumn field="change" headerText="Change" width="*>170" template={ChangeCell} />
          <IgrNumericColumn field="volume" headerText="Volume" showGroupingSeparator width="*>130" />
        </IgrDataGrid>
      </div>
    </div>
  );
}
