import type { JsxElement } from "../../contract/jsx-elements";

interface Props {
  code: string;
  element: JsxElement;
  /** Where the last control change landed in the file, to mark its line. */
  changedAt: number | undefined;
}

/** The element's tag as the code now holds it, with its file's line numbers and the changed line marked. */
export function CodeExcerpt({ code, element, changedAt }: Props) {
  const firstLine = lineOf(code, element.from);
  const start = code.lastIndexOf("\n", element.from - 1) + 1;
  const endBreak = code.indexOf("\n", element.to);
  const lines = code.slice(start, endBreak < 0 ? code.length : endBreak).split("\n");
  const changedLine = changedAt !== undefined && changedAt >= start && changedAt <= element.to ? lineOf(code, changedAt) : undefined;
  return (
    <pre className="controls__code-excerpt" data-testid="controls-code" aria-label={`The code of ${element.name}`} tabIndex={0}>
      {lines.map((line, i) => {
        const number = firstLine + i;
        const changed = number === changedLine;
        return (
          <div key={number} className={changed ? "controls__line controls__line--changed" : "controls__line"} data-changed={changed || undefined}>
            <span className="controls__line-number" aria-hidden="true">
              {number}
            </span>
            {line}
          </div>
        );
      })}
    </pre>
  );
}

function lineOf(code: string, offset: number): number {
  let line = 1;
  for (let i = code.indexOf("\n"); i >= 0 && i < offset; i = code.indexOf("\n", i + 1)) line++;
  return line;
}
