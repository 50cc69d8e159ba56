import { transformSync } from "esbuild";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { NO_MAPS, sourcePositions } from "../../../cli/verify/source-positions";

const ORIGIN = "http://127.0.0.1:4321/react-demos";
const SOURCE = "samples/inputs/button/throws/index.tsx";

/** A dist/ with one chunk built from a three-line source, its map beside it or not. */
function distWithChunk(withMap: boolean): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "source-positions-"));
  const dist = path.join(root, "dist");
  mkdirSync(path.join(dist, "assets/chunks"), { recursive: true });
  const built = transformSync("const a = 1;\n\nthrow new Error(String(a));\n", { loader: "ts", sourcemap: "external", sourcefile: `../../../${SOURCE}`, minify: true });
  writeFileSync(path.join(dist, "assets/chunks/throws-ABCDEFGH.js"), built.code);
  if (withMap) writeFileSync(path.join(dist, "assets/chunks/throws-ABCDEFGH.js.map"), built.map);
  return root;
}

describe("sourcePositions", () => {
  it("names the source file and line of a position in a chunk whose map is beside it", () => {
    const root = distWithChunk(true);
    const map = sourcePositions(root, path.join(root, "dist"), ORIGIN);
    const text = `Error: 1\n    at ${ORIGIN}/assets/chunks/throws-ABCDEFGH.js:1:18`;
    expect(map(text)).toBe(`Error: 1\n    at ${SOURCE}:3:7`);
  });

  it("leaves a position without a map as it is and says how to have it named", () => {
    const root = distWithChunk(false);
    const map = sourcePositions(root, path.join(root, "dist"), ORIGIN);
    const text = `Error: 1\n    at ${ORIGIN}/assets/chunks/throws-ABCDEFGH.js:1:18`;
    expect(map(text)).toBe(`${text} ${NO_MAPS}`);
    expect(map("no ready mark within 8000 ms")).toBe("no ready mark within 8000 ms");
  });
});
