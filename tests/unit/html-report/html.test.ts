import { describe, expect, it } from "vitest";
import { escapeHtml, markPositions, sourcePositionsIn } from "../../../cli/html-report/html";

const STACK = `Error: boom
    at n (samples/inputs/button/throws/index.tsx:4:9)
    at Rs (node_modules/react-dom/cjs/react-dom-client.production.js:4645:21)
    at u (samples/inputs/button/throws/index.tsx:8:3)`;

describe("source positions in a failure", () => {
  it("names the project's own files first and leaves the packages' out when there are own ones", () => {
    expect(sourcePositionsIn(STACK)).toEqual(["samples/inputs/button/throws/index.tsx:4:9", "samples/inputs/button/throws/index.tsx:8:3"]);
  });

  it("falls back to the first package position, and to none", () => {
    expect(sourcePositionsIn("at x (node_modules/a/b.js:1:2) at y (node_modules/c/d.js:3:4)")).toEqual(["node_modules/a/b.js:1:2"]);
    expect(sourcePositionsIn("no ready mark within 8000 ms")).toEqual([]);
  });

  it("marks each position and escapes the rest", () => {
    expect(markPositions("<b> at samples/a/b/c/index.tsx:1:2")).toBe('&#60;b&#62; at <code class="position">samples/a/b/c/index.tsx:1:2</code>');
    expect(escapeHtml(`"'&`)).toBe("&#34;&#39;&#38;");
  });
});
