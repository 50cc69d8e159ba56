import { closeBrackets, closeBracketsKeymap } from "@codemirror/autocomplete";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { css } from "@codemirror/lang-css";
import { javascript } from "@codemirror/lang-javascript";
import { json } from "@codemirror/lang-json";
import { bracketMatching, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { lintGutter, setDiagnostics } from "@codemirror/lint";
import { highlightSelectionMatches, search, searchKeymap } from "@codemirror/search";
import { EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from "@codemirror/view";
import { classHighlighter } from "@lezer/highlight";

function language(file: string): Extension {
  if (file.endsWith(".css")) return css();
  if (file.endsWith(".json")) return json();
  return javascript({ typescript: true, jsx: file.endsWith(".tsx") });
}

/**
 * One file's editor state: TSX (or CSS, JSON) highlighting as `tok-*` classes, which edit-panel.css
 * colours for the light and the dark theme (so a theme change needs no reconfiguration), line
 * numbers, bracket matching and closing, search (Ctrl+F), undo/redo, and Tab to indent: Escape then
 * Tab leaves the editor, as CodeMirror provides and the panel says.
 */
export function fileState(file: string, text: string, onChange: (text: string) => void, label: string): EditorState {
  return EditorState.create({
    doc: text,
    extensions: [
      lineNumbers(),
      highlightActiveLineGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      lintGutter(),
      syntaxHighlighting(classHighlighter),
      language(file),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...searchKeymap, ...historyKeymap, indentWithTab]),
      EditorView.contentAttributes.of({ "aria-label": label }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChange(update.state.doc.toString());
      }),
    ],
  });
}

/** Marks the line of a compile error (an underline from its column to the line's end, and a gutter sign), or clears it. */
export function markError(view: EditorView, error: { line: number; column: number; message: string } | undefined): void {
  if (!error) {
    view.dispatch(setDiagnostics(view.state, []));
    return;
  }
  const line = view.state.doc.line(Math.min(Math.max(error.line, 1), view.state.doc.lines));
  const from = Math.min(line.from + error.column - 1, line.to);
  view.dispatch(setDiagnostics(view.state, [{ from, to: Math.max(from, line.to), severity: "error", message: error.message }]));
}

/** Replaces a file's whole text as one transaction, so undo brings the previous text back. */
export function replaceText(view: EditorView, text: string): void {
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}
