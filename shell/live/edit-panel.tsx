import type { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { PanelProps } from "../panels/registry";
import { fileState, markError, replaceText } from "./editor";
import type { CompileError } from "./errors";
import { changedFiles, withEdit, type LiveFile } from "./live-files";
import { liveFilesPanel, type LiveSessionProps } from "./live-files-panel";
import { runEdit, stopEdit } from "./live-session";
import type { LiveStore } from "./live-store";
import { decodeShare } from "./share-link";
import { ShareAndDownload } from "./share-and-download";

/** How long typing may pause before the sample re-renders: a run that keeps the mounted sample costs about 100 ms. */
const DEBOUNCE_MS = 150;

/** The Edit panel: the sample's files (the ones Download exports) in an editor, run in the page as they change. */
export function editPanelWith(store: LiveStore): ComponentType<PanelProps> {
  return liveFilesPanel(store, { label: "Edit the sample", stateAttribute: "data-edit-state" }, LiveEditor);
}

function LiveEditor({ id, originals, theme, store }: LiveSessionProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const states = useRef(new Map<string, EditorState>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [shared] = useState(() => decodeShare(window.location.hash, id));
  const texts = useRef<Record<string, string>>(withEdit(originals, shared.state === "ok" ? shared.files : store.readEdit(id)));
  // Code that came in a link runs only after the user asks for it.
  const [pending, setPending] = useState(shared.state === "ok");
  const [tab, setTab] = useState(0);
  const [error, setError] = useState<CompileError>();
  const [edited, setEdited] = useState(() => Object.keys(changedFiles(originals, texts.current)).length > 0);
  const [notice, setNotice] = useState(shared.state === "invalid" ? shared.message : undefined);
  const [ready, setReady] = useState(false);
  const pendingRef = useRef(pending);
  pendingRef.current = pending;
  const file = originals[tab] ?? originals[0]!;

  const run = async () => {
    try {
      setError(await runEdit(store, id, texts.current));
    } catch (failure) {
      // Not the code's fault: a package chunk could not be fetched (offline, a stale build).
      setNotice(`The edited sample could not be run: ${(failure as Error).message}`);
    }
  };

  const save = () => {
    const changed = changedFiles(originals, texts.current);
    const isEdited = Object.keys(changed).length > 0;
    setEdited(isEdited);
    store.markEdited(id, isEdited);
    setNotice(store.writeEdit(id, changed));
  };

  const stateOf = (target: LiveFile) => {
    let state = states.current.get(target.path);
    if (!state) {
      state = fileState(target.name, texts.current[target.path]!, (text) => {
        texts.current[target.path] = text;
        if (pendingRef.current) return;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          save();
          void run();
        }, DEBOUNCE_MS);
      }, `Code of ${target.name}`);
      states.current.set(target.path, state);
    }
    return state;
  };

  useEffect(() => {
    view.current = new EditorView({ state: stateOf(file), parent: host.current! });
    const started = pendingRef.current ? Promise.resolve() : run();
    void started.finally(() => setReady(true));
    return () => {
      clearTimeout(timer.current);
      view.current?.destroy();
      view.current = null;
      stopEdit(store, id);
    };
  }, []);

  useEffect(() => {
    if (view.current) markError(view.current, error?.position.file === file.path ? { ...error.position, message: error.reason } : undefined);
  }, [error, file.path]);

  const openTab = (index: number) => {
    const current = view.current;
    const target = originals[index];
    if (!current || !target) return;
    states.current.set(file.path, current.state);
    current.setState(stateOf(target));
    setTab(index);
  };

  const runShared = () => {
    setPending(false);
    pendingRef.current = false;
    save();
    // The edit is stored now; the link's hash would offer it again on reload.
    history.replaceState(history.state, "", window.location.pathname + window.location.search);
    void run();
  };

  const reset = () => {
    for (const original of originals) texts.current[original.path] = original.text;
    const current = view.current;
    states.current.clear();
    if (current) {
      // One transaction: Ctrl+Z brings the edit back into the open file.
      replaceText(current, file.text);
      states.current.set(file.path, current.state);
    }
    // The replacement above is a change like typing: it must not run the original through the runner.
    clearTimeout(timer.current);
    save();
    setError(undefined);
    stopEdit(store, id);
  };

  const nameOf = (path: string) => originals.find((f) => f.path === path)?.name ?? path;

  const showError = () => {
    const index = originals.findIndex((f) => f.path === error?.position.file);
    if (index >= 0 && index !== tab) openTab(index);
    view.current?.focus();
  };

  return (
    <section className={`edit-panel edit-panel--${theme.variant}`} aria-label="Edit the sample" data-edit-state={!ready ? "loading" : error ? "error" : "ready"} data-edited={edited}>
      <div className="edit-panel__bar">
        <div className="edit-panel__tabs" role="tablist" aria-label="Files">
          {originals.map((f, i) => (
            <button key={f.path} type="button" role="tab" aria-selected={i === tab} className="edit-panel__tab" onClick={() => openTab(i)}>
              {f.name}
            </button>
          ))}
        </div>
        {edited && (
          <span className="edit-panel__edited" data-testid="edit-edited">
            Edited
          </span>
        )}
        <button type="button" className="edit-panel__action" disabled={!edited} onClick={reset} data-testid="edit-reset">
          Reset
        </button>
        <ShareAndDownload id={id} theme={theme} changed={() => changedFiles(originals, texts.current)} onNotice={setNotice} />
      </div>
      {pending && (
        <p className="edit-panel__message edit-panel__message--shared" role="status">
          This link carries edited code; the original sample is shown until you run it.{" "}
          <button type="button" className="edit-panel__action" onClick={runShared} data-testid="edit-run-shared">
            Run edited code
          </button>
        </p>
      )}
      {notice && (
        <p className="edit-panel__message" role="alert" data-testid="edit-notice">
          {notice}
        </p>
      )}
      {error && (
        <p className="edit-panel__error" role="alert" data-testid="edit-error">
          <button type="button" className="edit-panel__where" onClick={showError}>
            {nameOf(error.position.file)}:{error.position.line}:{error.position.column}
          </button>{" "}
          {error.reason}
        </p>
      )}
      <div ref={host} className="edit-panel__editor" />
      <p className="edit-panel__hint">Tab indents; press Esc then Tab to leave the editor. The sample re-renders as you type.</p>
    </section>
  );
}
