import { describe, expect, it } from "vitest";
import { highlightSource } from "../../../cli/bundle/highlight";

const unescape = (html: string) => html.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
const plainText = (html: string) => unescape(html.replace(/<[^>]+>/g, ""));
const lines = (html: string) => [...html.matchAll(/<span class="line">(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => m[1]!);
const colorOf = (html: string, text: string) => html.match(new RegExp(`<span style="color:(#[0-9A-F]{6})">${text}</span>`))?.[1];

const tsx = `import { IgrRadialGauge } from "igniteui-react-gauges";
/* a comment
   over two lines */
export default function Sample() {
  const limit = 42;
  return <div className="frame">{limit > 1 ? "a<b & c" : \`t\${limit}\`}</div>;
}
`;

describe("highlightSource", () => {
  it("keeps every character of the file, escaped, one line span per line", () => {
    const html = highlightSource(tsx, "tsx");
    const body = html.slice(html.indexOf("<code>") + 6, html.lastIndexOf("</code>"));
    expect(plainText(body)).toBe(tsx.replace(/\n$/, ""));
    expect(lines(html)).toHaveLength(tsx.split("\n").length - 1);
    expect(html).toContain("a&lt;b &amp; c");
    expect(html).not.toMatch(/<b|a<b/);
  });

  it("colours keywords, strings, numbers, functions, comments and JSX tags apart", () => {
    const html = highlightSource(tsx, "tsx");
    const keyword = colorOf(html, "export");
    expect(keyword).toBeDefined();
    expect(colorOf(html, "const")).toBe(keyword);
    const string = colorOf(html, '"igniteui-react-gauges"');
    expect(string).toBeDefined();
    expect(colorOf(html, "42")).toBeDefined();
    expect(colorOf(html, "Sample")).toBeDefined();
    expect(colorOf(html, "div")).toBeDefined();
    const colours = new Set([keyword, string, colorOf(html, "42"), colorOf(html, "Sample"), colorOf(html, "div")]);
    expect(colours.size).toBe(5);
    // A comment over two lines is coloured on both.
    const commentLines = lines(html).slice(1, 3);
    expect(commentLines.every((line) => line.startsWith('<span style="color:#66707B">'))).toBe(true);
  });

  it("leaves a colon in the text colour", () => {
    expect(highlightSource("const a = { b: 1 };\n", "tsx")).toMatch(/ b: <span/);
  });

  it("leaves a JSX tag's brackets in the text colour, not the tag's", () => {
    const html = highlightSource("const a = <div>x</div>;\n", "tsx");
    expect(html).toMatch(/&lt;<span style="color:#024C1A">div<\/span>&gt;/);
  });

  it("highlights CSS and JSON", () => {
    const css = highlightSource(".frame > b { color: red; }\n", "css");
    expect(colorOf(css, "color")).toBeDefined();
    const json = highlightSource('{ "rows": [1, true] }\n', "json");
    expect(colorOf(json, '"rows"')).toBeDefined();
    expect(colorOf(json, "true")).toBeDefined();
  });

  it("refuses a language it has no grammar for", () => {
    expect(() => highlightSource("x", "cobol")).toThrow(/cobol/);
  });
});
