import { useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import type { ControlProperty } from "../../contract/controls-manifest";
import { findIgniteElements, type JsxElement } from "../../contract/jsx-elements";
import type { CompileError } from "../live/errors";
import { changedFiles, withEdit, type LiveFile } from "../live/live-files";
import { liveFilesPanel, type LiveSessionProps } from "../live/live-files-panel";
import { runEdit, stopEdit } from "../live/live-session";
import type { LiveStore } from "../live/live-store";
import { ShareAndDownload } from "../live/share-and-download";
import type { PanelProps } from "../panels/registry";
import { CodeExcerpt } from "./code-excerpt";
import { addControlsPanelStyle } from "./controls-panel-style";
import { ElementControls } from "./element-controls";
import { mainFirst } from "./main-element";
import { useSharedLink } from "./use-shared-link";
import { useManifests } from "./manifests";
import { applyChange, attributeChange, type ControlValue } from "./rewrite";
import { valueToWrite } from "./values";

/** A Share link made here opens the Controls, which apply its settings at once. */
const OPENS_CONTROLS = { panel: "controls", copied: "The link is copied: whoever opens it gets the Controls and the sample with these settings." };

/** How long typing in a field may pause before the sample re-renders; a switch or a select runs at once. */
const TYPING_DEBOUNCE_MS = 120;

/** The Controls panel, bound to the first page's live store. */
export function controlsPanelWith(store: LiveStore): ComponentType<PanelProps> {
  addControlsPanelStyle();
  return liveFilesPanel(store, { label: "Controls", className: "controls", stateAttribute: "data-controls-state" }, ControlsSession);
}

/** An element of one of the sample's files, as the panel finds it again after every change: by file, name and rank. */
interface ElementKey {
  path: string;
  name: string;
  rank: number;
}

interface Found {
  key: ElementKey;
  element: JsxElement;
  file: LiveFile;
}

const LABEL_ATTRIBUTES = ["field", "label", "name", "header", "title", "id", "key"];

/** How the picker names an element: its component, the attribute that tells it from its siblings, and its file when the sample has several. */
function labelOf({ element, file }: Found, severalFiles: boolean): string {
  const telling = LABEL_ATTRIBUTES.map((name) => element.attributes.find((a) => a.name === name && a.value.kind === "string")).find(Boolean);
  const detail = telling && telling.value.kind === "string" ? ` ${telling.name}="${telling.value.value}"` : element.rank > 0 ? ` #${element.rank + 1}` : "";
  return `${element.name}${detail}${severalFiles ? ` (${file.name})` : ""}`;
}

const sameKey = (a: ElementKey, b: ElementKey) => a.path === b.path && a.name === b.name && a.rank === b.rank;

/**
 * The controls of one sample. The code is the only state: the elements and their values are read
 * from the (edited) files on every render, and a control's change is a rewrite of one attribute
 * in them, stored, run and shared like an edit made in the Edit panel.
 */
function ControlsSession({ id, originals, theme, store }: LiveSessionProps) {
  const [ownEdit] = useState(() => store.readEdit(id));
  const [texts, setTexts] = useState<Record<string, string>>(() => withEdit(originals, ownEdit));
  const textsRef = useRef(texts);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [selected, setSelected] = useState<ElementKey>();
  const [changedAt, setChangedAt] = useState<number>();
  const [error, setError] = useState<CompileError>();
  const [notice, setNotice] = useState<string>();
  const [running, setRunning] = useState(false);
  const edited = Object.keys(changedFiles(originals, texts)).length > 0;

  const found = useMemo(() => {
    const all = originals
      .filter((file) => file.path.endsWith(".tsx"))
      .flatMap((file) => findIgniteElements(texts[file.path] ?? "").map((element) => ({ key: { path: file.path, name: element.name, rank: element.rank }, element, file })));
    // The sample's own files: a `_shared/` file is its control bar or its data, listed only when the sample renders nothing itself.
    const own = all.filter((f) => f.file.path.startsWith(`${id}/`));
    return mainFirst(own.length > 0 ? own : all, id);
  }, [originals, texts]);
  const manifests = useManifests(found.map((f) => f.element.name));
  const current = (selected && found.find((f) => sameKey(f.key, selected))) ?? found[0];

  const run = async () => {
    setRunning(true);
    try {
      setError(await runEdit(store, id, textsRef.current));
    } catch (failure) {
      setNotice(`The edited sample could not be run: ${(failure as Error).message}`);
    } finally {
      setRunning(false);
    }
  };

  const save = () => {
    const changed = changedFiles(originals, textsRef.current);
    store.markEdited(id, Object.keys(changed).length > 0);
    setNotice(store.writeEdit(id, changed));
  };

  const { link, invalid } = useSharedLink(id, originals, ownEdit, (files, settings) => {
    const next = withEdit(originals, files);
    textsRef.current = next;
    setTexts(next);
    save();
    // What the link set, unless storing it had something to say (a full storage).
    if (settings) setNotice((stored) => stored ?? `This link set ${settings.length > 0 ? settings.join(", ") : "nothing"}.`);
    void run();
  });

  useEffect(() => {
    if (invalid) setNotice(invalid);
    // A stored edit shows at once, as in the Edit panel; the original needs no run, and a link's edit waits for its check.
    if (link.state === "none" && Object.keys(changedFiles(originals, textsRef.current)).length > 0) void run();
    return () => {
      clearTimeout(timer.current);
      stopEdit(store, id);
    };
  }, []);

  const setProperty = (target: Found, property: ControlProperty, value: ControlValue) => {
    const code = textsRef.current[target.key.path]!;
    const element = findIgniteElements(code).find((e) => e.name === target.key.name && e.rank === target.key.rank);
    const change = element && attributeChange(code, element, property.name, valueToWrite(property, value));
    if (!change) return;
    const next = { ...textsRef.current, [target.key.path]: applyChange(code, change) };
    textsRef.current = next;
    setTexts(next);
    setSelected(target.key);
    setChangedAt(change.from + change.insert.length);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        save();
        void run();
      },
      property.kind === "boolean" || property.kind === "enum" ? 0 : TYPING_DEBOUNCE_MS,
    );
  };

  const reset = () => {
    clearTimeout(timer.current);
    const next = Object.fromEntries(originals.map((file) => [file.path, file.text]));
    textsRef.current = next;
    setTexts(next);
    setChangedAt(undefined);
    setError(undefined);
    save();
    stopEdit(store, id);
  };

  const severalFiles = new Set(found.map((f) => f.file.path)).size > 1;
  const state = !manifests || link.state === "checking" ? "loading" : link.state === "asks" ? "asks" : error ? "error" : running ? "running" : "ready";
  return (
    <section className={`edit-panel controls edit-panel--${theme.variant}`} aria-label="Controls" data-controls-state={state} data-edited={edited}>
      <div className="edit-panel__bar">
        <label className="controls__picker">
          <span className="controls__picker-label">Component</span>
          <select
            className="controls__select"
            value={current ? found.indexOf(current) : ""}
            onChange={(event) => setSelected(found[Number(event.currentTarget.value)]?.key)}
            data-testid="controls-component"
          >
            {found.map((f, i) => (
              <option key={`${f.key.path}#${f.key.name}#${f.key.rank}`} value={i}>
                {labelOf(f, severalFiles)}
              </option>
            ))}
          </select>
        </label>
        {edited && (
          <span className="edit-panel__edited" data-testid="controls-edited">
            Edited
          </span>
        )}
        <button type="button" className="edit-panel__action" disabled={!edited} onClick={reset} data-testid="controls-reset">
          Reset
        </button>
        <ShareAndDownload id={id} theme={theme} changed={() => changedFiles(originals, textsRef.current)} onNotice={setNotice} opens={OPENS_CONTROLS} />
      </div>
      {link.state === "asks" && (
        <p className="edit-panel__message edit-panel__message--shared" role="status">
          {link.reason}{" "}
          <button type="button" className="edit-panel__action" onClick={link.take} data-testid="controls-run-shared">
            Run the link's edit
          </button>
        </p>
      )}
      {notice && (
        <p className="edit-panel__message" role="alert" data-testid="controls-notice">
          {notice}
        </p>
      )}
      {error && (
        <p className="edit-panel__error" role="alert" data-testid="controls-error">
          {error.position.file}:{error.position.line}:{error.position.column} {error.reason} (fix it in the Edit panel)
        </p>
      )}
      {link.state !== "none" ? null : found.length === 0 ? (
        <p className="edit-panel__message">This sample renders no Ignite UI component in its JSX: there is nothing to control here.</p>
      ) : (
        current &&
        manifests && (
          <div className="controls__body">
            <CodeExcerpt code={texts[current.key.path]!} element={current.element} changedAt={changedAt} />
            <ElementControls
              key={`${current.key.path}#${current.key.name}#${current.key.rank}`}
              element={current.element}
              manifest={manifests.get(current.element.name)}
              onSet={(property, value) => setProperty(current, property, value)}
            />
          </div>
        )
      )}
    </section>
  );
}
