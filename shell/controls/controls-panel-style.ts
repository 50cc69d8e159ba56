/**
 * The Controls panel's styles, added by its own chunk when it first renders (a lazy chunk's .css
 * would be merged into the first page's stylesheet). Colours come from the Edit panel's variables.
 */
const CONTROLS_CSS = `
.controls .edit-panel__bar { flex-wrap: wrap; }
.controls__picker { display: flex; flex: 1 1 22ch; align-items: center; gap: 6px; min-width: 0; }
.controls__picker-label { font-size: 12px; color: var(--edit-muted); }
.controls__picker .controls__select { min-width: 12ch; }
.controls__body { flex: 1; min-height: 0; overflow: auto; padding: 8px 12px 16px; }
.controls__code-excerpt {
  margin: 0 0 12px; padding: 6px 0; max-height: 12em; overflow: auto; font-size: 12px; line-height: 1.5;
  background: var(--edit-bar); border: 1px solid var(--edit-border); border-radius: 4px;
}
.controls__line { padding: 0 8px 0 0; white-space: pre; }
.controls__line--changed { background: color-mix(in srgb, #f2c94c 40%, transparent); }
.controls__line-number { display: inline-block; width: 4ch; margin-right: 8px; text-align: right; color: var(--edit-muted); user-select: none; }
.controls__search { width: 100%; box-sizing: border-box; margin: 8px 0; padding: 4px 8px; font: inherit; color: inherit; background: var(--edit-bg); border: 1px solid var(--edit-border); border-radius: 4px; }
.controls__group { margin: 0 0 10px; padding: 4px 8px 8px; border: 1px solid var(--edit-border); border-radius: 4px; }
.controls__group legend, .controls__group summary { padding: 0 4px; font-size: 12px; font-weight: 600; color: var(--edit-muted); }
.controls__group summary { cursor: pointer; padding: 4px; }
.controls__row { display: grid; grid-template-columns: minmax(10ch, 40%) 1fr; align-items: center; gap: 8px; padding: 2px 0; font-size: 13px; }
.controls__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: ui-monospace, monospace; font-size: 12px; }
.controls__input { display: flex; align-items: center; gap: 6px; min-width: 0; }
.controls__field, .controls__select { min-width: 0; flex: 1; font: inherit; color: inherit; background: var(--edit-bg); border: 1px solid var(--edit-border); border-radius: 4px; padding: 2px 6px; }
.controls__pair { display: flex; flex: 1; gap: 6px; min-width: 0; }
.controls__slider { flex: 1; min-width: 60px; }
.controls__colour { width: 32px; height: 24px; padding: 0; border: 1px solid var(--edit-border); background: none; }
.controls__expression { font-size: 12px; color: var(--edit-muted); max-width: 50%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.controls__row[data-expression] .controls__input { flex-wrap: wrap; }
.controls__row[data-expression] .controls__expression { padding: 0 4px; color: inherit; border: 1px dashed var(--edit-border); border-radius: 4px; }
.controls__replace { font: inherit; font-size: 12px; color: inherit; background: var(--edit-bar); border: 1px solid var(--edit-border); border-radius: 4px; padding: 1px 6px; cursor: pointer; }
.controls__replacing { flex-basis: 100%; font-size: 11px; color: var(--edit-muted); }
.controls__code { font-size: 12px; color: var(--edit-muted); }
.controls__empty { margin: 4px 0; font-size: 13px; color: var(--edit-muted); }
.controls :focus-visible { outline: 2px solid #0969da; outline-offset: 1px; }
`;

let added = false;

export function addControlsPanelStyle(): void {
  if (added) return;
  added = true;
  const style = document.createElement("style");
  style.dataset["owner"] = "controls-panel";
  style.textContent = CONTROLS_CSS;
  document.head.append(style);
}
