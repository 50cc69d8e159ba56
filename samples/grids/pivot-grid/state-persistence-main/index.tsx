import { useMemo, useRef, useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { IgrGridState, IgrPivotGrid } from "igniteui-react-grids";
import { ControlBar, Hint, gridArea, gridPage } from "../../_shared/controls";
import { plainConfiguration, sales } from "../_shared/sales";

const storageKey = "gallery.pivot-grid.state-persistence-main";
const time = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/** The grid state features a pivot grid can keep, by the names getStateAsString takes. */
const features = [
  { key: "pivotConfiguration", text: "Pivot configuration (chips, aggregates, filters)" },
  { key: "sorting", text: "Sorting" },
  { key: "cellSelection", text: "Selected cells" },
] as const;
type Feature = (typeof features)[number]["key"];

function load(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The features a saved JSON holds: its top-level keys. */
function featuresIn(json: string | null): string[] {
  if (!json) return [];
  try {
    return Object.keys(JSON.parse(json) as object);
  } catch {
    return [];
  }
}

export default function PivotStatePersistenceMainSample() {
  const stateRef = useRef<IgrGridState>(null);
  const [gridKey, setGridKey] = useState(0);
  const [saved, setSaved] = useState(load());
  const [chosen, setChosen] = useState<Record<Feature, boolean>>({ pivotConfiguration: true, sorting: true, cellSelection: false });
  const [status, setStatus] = useState(saved ? "A saved state exists: press Restore to apply it." : "Nothing saved yet.");
  // A new configuration object for every recreated grid.
  const config = useMemo(() => plainConfiguration(), [gridKey]);
  const picked = features.filter((f) => chosen[f.key]).map((f) => f.key);

  function save() {
    // Only the ticked features go into the JSON.
    const json = stateRef.current?.getStateAsString(picked);
    if (!json) return;
    localStorage.setItem(storageKey, json);
    setSaved(json);
    setStatus(`Saved ${featuresIn(json).join(", ") || "nothing"} at ${time.format(new Date())}.`);
  }

  function restore() {
    if (!saved) return;
    // Features missing from the saved JSON are left as they are.
    stateRef.current?.applyStateFromString(saved, picked);
    setStatus(`Restored ${featuresIn(saved).filter((f) => picked.includes(f as Feature)).join(", ") || "nothing"} (${saved.length} characters of JSON).`);
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
        <span>Keep:</span>
        {features.map((f) => (
          <IgrCheckbox key={f.key} checked={chosen[f.key]} onChange={(e) => setChosen((c) => ({ ...c, [f.key]: e.detail.checked }))}>
            {f.text}
          </IgrCheckbox>
        ))}
      </ControlBar>
      <ControlBar>
        <IgrButton onClick={save} disabled={picked.length === 0}>
          Save state
        </IgrButton>
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
        Rearrange the chips (move Seller into the rows or Year into the columns), sort a dimension from its chip, select a few cells; choose what
        to keep, save, reset, then restore. {status}
      </Hint>
      <div style={gridArea}>
        <IgrPivotGrid key={gridKey} data={sales} pivotConfiguration={config} cellSelection="multiple" height="100%" width="100%">
          <IgrGridState ref={stateRef} />
        </IgrPivotGrid>
      </div>
    </div>
  );
}
