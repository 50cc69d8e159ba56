import { useMemo, useRef, useState } from "react";
import { IgrButton } from "igniteui-react";
import { IgrGridState, IgrPivotGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { plainConfiguration, sales } from "../_shared/sales";

const storageKey = "gallery.pivot-grid.state-persistence-main";
const time = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

function load(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export default function PivotStatePersistenceMainSample() {
  const stateRef = useRef<IgrGridState>(null);
  const [gridKey, setGridKey] = useState(0);
  const [saved, setSaved] = useState(load());
  const [status, setStatus] = useState(saved ? "A saved state exists: press Restore to apply it." : "Nothing saved yet.");
  // A new configuration object for every recreated grid.
  const config = useMemo(() => plainConfiguration(), [gridKey]);

  function save() {
    // Only the pivot configuration and the sorting are kept.
    const json = stateRef.current?.getStateAsString(["pivotConfiguration", "sorting"]);
    if (!json) return;
    localStorage.setItem(storageKey, json);
    setSaved(json);
    setStatus(`Saved at ${time.format(new Date())}.`);
  }

  function restore() {
    if (!saved) return;
    stateRef.current?.applyStateFromString(saved, ["pivotConfiguration", "sorting"]);
    setStatus(`Restored the state saved earlier (${saved.length} characters of JSON).`);
  }

  function reset() {
    setGridKey((k) => k + 1);
    setStatus("The grid was recreated with its initial configuration.");
  }

  function forget() {
    localStorage.removeItem(storageKey);
    setSaved(null);
    setStatus("The saved state was removed.");
  }

  return (
    <div style={gridPage}>
      <ControlBar>
        <IgrButton onClick={save}>Save state</IgrButton>
        <IgrButton variant="outlined" disabled={!saved} onClick={restore}>
          Restore state
        </IgrButton>
        <IgrButton variant="outlined" onClick={reset}>
          Reset grid
        </IgrButton>
        <IgrButton variant="flat" disabled={!saved} onClick={forget}>
          Clear saved state
        </IgrButton>
      </ControlBar>
      <Hint>
        Rearrange the chips (try moving Seller into the rows or Year into the columns), save, reset, then restore. {status}
      </Hint>
      <div style={gridArea}>
        <IgrPivotGrid key={gridKey} data={sales} pivotConfiguration={config} height="100%" width="100%">
          <IgrGridState ref={stateRef} />
        </IgrPivotGrid>
      </div>
    </div>
  );
}
