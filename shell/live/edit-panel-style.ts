/**
 * The Edit panel's styles, added by the panel's own chunk when it first renders: esbuild merges a
 * lazy chunk's imported .css into the entry's stylesheet, and the first page must not carry them.
 */
const EDIT_PANEL_CSS = `
.edit-panel {
  --edit-bg: #fff;
  --edit-text: #0e1116;
  --edit-bar: #f3f5f7;
  --edit-border: #d0d7de;
  --edit-muted: #57606a;
  --edit-error-bg: #ffebe9;
  --edit-error: #82071e;
  --edit-active: #f0f4fa;
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  background: var(--edit-bg);
  color: var(--edit-text);
}

.edit-panel--dark {
  --edit-bg: #0d1117;
  --edit-text: #e6edf3;
  --edit-bar: #161b22;
  --edit-border: #30363d;
  --edit-muted: #9198a1;
  --edit-error-bg: #3c1618;
  --edit-error: #ffa198;
  --edit-active: #161b22;
}

.edit-panel__bar {
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 8px 0 0;
  background: var(--edit-bar);
  border-bottom: 1px solid var(--edit-border);
}

.edit-panel__tabs {
  flex: 1;
  display: flex;
  gap: 2px;
  padding: 6px 8px 0;
  overflow-x: auto;
  align-self: stretch;
}

.edit-panel__tab {
  padding: 6px 12px;
  border: 1px solid transparent;
  border-bottom: 0;
  border-radius: 4px 4px 0 0;
  background: none;
  color: inherit;
  font: 13px/1.2 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  cursor: pointer;
  white-space: nowrap;
}

.edit-panel__tab[aria-selected="true"] {
  background: var(--edit-bg);
  border-color: var(--edit-border);
}

.edit-panel__edited {
  padding: 2px 8px;
  border-radius: 10px;
  background: #9a6700;
  color: #fff;
  font-size: 12px;
}

.edit-panel__action {
  padding: 4px 10px;
  border: 1px solid var(--edit-border);
  border-radius: 4px;
  background: var(--edit-bg);
  color: inherit;
  font: inherit;
  font-size: 13px;
  cursor: pointer;
}

.edit-panel__action:disabled {
  opacity: 0.55;
  cursor: default;
}

.edit-panel__link {
  width: 14em;
  font-size: 12px;
}

.edit-panel__message,
.edit-panel__error {
  margin: 0;
  padding: 6px 12px;
  border-bottom: 1px solid var(--edit-border);
  font-size: 13px;
}

.edit-panel__error {
  background: var(--edit-error-bg);
  color: var(--edit-error);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  white-space: pre-wrap;
}

.edit-panel__where {
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
}

.edit-panel__editor {
  flex: 1;
  min-height: 0;
  overflow: hidden;
}

.edit-panel__editor .cm-editor {
  height: 100%;
  background: var(--edit-bg);
  color: var(--edit-text);
  font-size: 13px;
}

.edit-panel__editor .cm-scroller {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
}

.edit-panel__editor .cm-gutters {
  background: var(--edit-bar);
  color: var(--edit-muted);
  border-right: 1px solid var(--edit-border);
}

.edit-panel__editor .cm-activeLine,
.edit-panel__editor .cm-activeLineGutter {
  background: var(--edit-active);
}

.edit-panel__editor .cm-cursor {
  border-left-color: var(--edit-text);
}

.edit-panel__hint {
  margin: 0;
  padding: 3px 12px;
  border-top: 1px solid var(--edit-border);
  color: var(--edit-muted);
  font-size: 12px;
}

/* Syntax colours (CodeMirror's class highlighter): the code view's light palette, and a dark one. */
.edit-panel .tok-keyword { color: #a0111f; }
.edit-panel .tok-string, .edit-panel .tok-string2 { color: #032563; }
.edit-panel .tok-number, .edit-panel .tok-bool, .edit-panel .tok-atom { color: #023b95; }
.edit-panel .tok-comment { color: #66707b; font-style: italic; }
.edit-panel .tok-typeName, .edit-panel .tok-className { color: #702c00; }
.edit-panel .tok-propertyName { color: #023b95; }
.edit-panel .tok-variableName.tok-definition { color: #622cbc; }
.edit-panel--dark .tok-keyword { color: #ff7b72; }
.edit-panel--dark .tok-string, .edit-panel--dark .tok-string2 { color: #a5d6ff; }
.edit-panel--dark .tok-number, .edit-panel--dark .tok-bool, .edit-panel--dark .tok-atom { color: #79c0ff; }
.edit-panel--dark .tok-comment { color: #8b949e; }
.edit-panel--dark .tok-typeName, .edit-panel--dark .tok-className { color: #ffa657; }
.edit-panel--dark .tok-propertyName { color: #79c0ff; }
.edit-panel--dark .tok-variableName.tok-definition { color: #d2a8ff; }
`;

let added = false;

export function addEditPanelStyle(): void {
  if (added) return;
  added = true;
  const style = document.createElement("style");
  style.dataset["owner"] = "edit-panel";
  style.textContent = EDIT_PANEL_CSS;
  document.head.append(style);
}
