import { useRef, useState } from "react";
import { IgrButton, IgrCheckbox } from "igniteui-react";
import { IgrGridToolbar, IgrGridToolbarActions, IgrGridToolbarHiding, IgrGridToolbarPinning, type IgrGridState } from "igniteui-react-grids";
import { ControlBar } from "./controls";

/** For the state persistence samples: a grid's state (IgrGridState JSON) kept in localStorage. */

/** The saved text, or "" when nothing is saved or the browser blocks localStorage. */
export function readSaved(storageKey: string): string {
  try {
    return localStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}

/** JSON indented for reading; any other text as it is. */
export function prettyJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 1);
  } catch {
    return json;
  }
}

/** A checkbox per state feature: the features saved and restored. */
export function FeatureChecklist<K extends string>({ features, chosen, onChange }: { features: readonly { key: K; text: string }[]; chosen: readonly K[]; onChange: (chosen: K[]) => void }) {
  return (
    <ControlBar>
      {features.map((f) => (
        <IgrCheckbox
          key={f.key}
          checked={chosen.includes(f.key)}
          onChange={(e) => onChange(e.detail.checked ? [...chosen, f.key] : chosen.filter((k) => k !== f.key))}
        >
          {f.text}
        </IgrCheckbox>
      ))}
    </ControlBar>
  );
}

/**
 * Saves and restores the chosen features of a grid's state on demand: the state-persistence-about samples.
 * Wire it up as: <Grid key={gridKey}> with <IgrGridState ref={stateRef} /> inside, and a SaveRestoreBar.
 */
export function useChosenFeaturesState<K extends string>(storageKey: string, initiallyChosen: K[]) {
  const stateRef = useRef<IgrGridState>(null);
  const [chosen, setChosen] = useState<K[]>(initiallyChosen);
  const [saved, setSaved] = useState(() => readSaved(storageKey));
  const [message, setMessage] = useState(saved ? "A saved state is waiting in localStorage: restore it." : "");
  const [gridKey, setGridKey] = useState(0);

  function save() {
    // getStateAsString serializes only the features asked for; for a hierarchical grid, rowIslands adds the state of every open child grid.
    const json = stateRef.current?.getStateAsString([...chosen]) ?? "";
    localStorage.setItem(storageKey, json);
    setSaved(json);
    setMessage(`Saved ${chosen.length} features (${json.length} characters).`);
  }

  function restore() {
    const json = readSaved(storageKey);
    if (!json) return setMessage("Nothing saved yet.");
    stateRef.current?.applyStateFromString(json, [...chosen]);
    setMessage(`Restored ${chosen.join(", ")} from localStorage.`);
  }

  /** A new grid with nothing applied, to restore into. */
  function reset() {
    setGridKey((k) => k + 1);
  }

  function forget() {
    localStorage.removeItem(storageKey);
    setSaved("");
    setMessage("Saved state removed.");
  }

  return { stateRef, chosen, setChosen, saved, message, gridKey, save, restore, reset, forget };
}

interface SaveRestoreBarProps {
  message: string;
  onSave: () => void;
  onRestore: () => void;
  onReset: () => void;
  onForget: () => void;
}

/** Save, restore, a fresh grid, forget, and what happened last. */
export function SaveRestoreBar({ message, onSave, onRestore, onReset, onForget }: SaveRestoreBarProps) {
  return (
    <ControlBar>
      <IgrButton onClick={onSave}>Save state</IgrButton>
      <IgrButton variant="outlined" onClick={onRestore}>
        Restore state
      </IgrButton>
      <IgrButton variant="outlined" onClick={onReset}>
        Reset the grid
      </IgrButton>
      <IgrButton variant="flat" onClick={onForget}>
        Forget saved state
      </IgrButton>
      <span style={{ fontSize: 14 }}>{message}</span>
    </ControlBar>
  );
}

/** The saved state, shown next to the grid. */
export function SavedStateView({ saved }: { saved: string }) {
  return (
    <pre
      aria-label="Saved state"
      style={{ width: 260, margin: 0, overflow: "auto", fontSize: 11, border: "1px solid var(--ig-gray-300, #ccc)", borderRadius: 4, padding: 8 }}
    >
      {saved ? prettyJson(saved) : "Saved state appears here."}
    </pre>
  );
}

const time = new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", second: "2-digit" });

/**
 * Saves a grid's whole state to localStorage on every change and puts it back whenever the grid is created.
 * Wire it up as: <Grid key={gridKey} {...gridEvents}> with <IgrGridState ref={stateRef} /> and <IgrPaginator {...paginatorEvents} /> inside;
 * events of one grid type only (grouping, row toggling) call save themselves.
 */
export function useAutoSavedState(storageKey: string) {
  const stateRef = useRef<IgrGridState>(null);
  const [gridKey, setGridKey] = useState(0);
  const [status, setStatus] = useState(readSaved(storageKey) ? "Your last layout was restored." : "Nothing saved yet: change the grid.");
  const restored = useRef(false);
  const restoring = useRef(false);

  // Every change is written to localStorage at once.
  function save() {
    if (restoring.current) return; // the grid reports the restored changes too
    const json = stateRef.current?.getStateAsString();
    if (!json) return;
    try {
      localStorage.setItem(storageKey, json);
      setStatus(`Saved at ${time.format(new Date())}.`);
    } catch {
      setStatus("This browser does not allow saving here.");
    }
  }

  // Once the grid has its columns, the saved layout is put back.
  function restore() {
    if (restored.current) return;
    restored.current = true;
    const json = readSaved(storageKey);
    if (!json) return;
    restoring.current = true;
    stateRef.current?.applyStateFromString(json);
    requestAnimationFrame(() => (restoring.current = false));
  }

  /** A new grid, as after leaving the page and coming back: restore runs again. */
  function comeBack() {
    restored.current = false;
    setGridKey((k) => k + 1);
    setStatus(readSaved(storageKey) ? "Grid recreated and its saved layout restored." : "Grid recreated: nothing was saved.");
  }

  function forget() {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing to remove
    }
    restored.current = false;
    setGridKey((k) => k + 1);
    setStatus("Saved layout removed: the grid starts fresh.");
  }

  /** Restores once the grid has its columns, and saves after every change the state covers. */
  const gridEvents = {
    onChildrenResolved: restore,
    onSortingDone: save,
    onFilteringDone: save,
    onColumnPinned: save,
    onColumnVisibilityChanged: save,
    onColumnMovingEnd: save,
    onColumnResized: save,
    onSelectedRowsChange: save,
  };
  // The grid takes the new page after the paginator reports it, so the state is read a frame later.
  const saveNextFrame = () => requestAnimationFrame(save);
  const paginatorEvents = { onPageChange: saveNextFrame, onPerPageChange: saveNextFrame };

  return { stateRef, gridKey, status, save, saveNextFrame, gridEvents, paginatorEvents, comeBack, forget };
}

/**
 * The column hiding and pinning menus: more of the layout to change, and to find again after a reload.
 * A function rather than a component, so the grid's child is the IgrGridToolbar element itself.
 */
export function layoutToolbar() {
  return (
    <IgrGridToolbar>
      <IgrGridToolbarActions>
        <IgrGridToolbarHiding />
        <IgrGridToolbarPinning />
      </IgrGridToolbarActions>
    </IgrGridToolbar>
  );
}

/** The buttons of an auto-saved grid: recreate it (as when coming back to the page) or forget the saved layout. */
export function AutoSaveBar({ status, onComeBack, onForget }: { status: string; onComeBack: () => void; onForget: () => void }) {
  return (
    <ControlBar>
      <IgrButton onClick={onComeBack}>Leave and come back</IgrButton>
      <IgrButton variant="flat" onClick={onForget}>
        Forget my layout
      </IgrButton>
      <span style={{ fontSize: 14 }}>{status}</span>
    </ControlBar>
  );
}
