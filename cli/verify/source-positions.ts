import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";

/** A package file from `node_modules/` on, any other file relative to the project. */
function displayPath(root: string, file: string): string {
  const inPackages = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (inPackages >= 0) return file.slice(inPackages + 1).split(path.sep).join("/");
  return path.relative(root, file).split(path.sep).join("/");
}

/**
 * Turns positions in built chunks (`http://127.0.0.1:4321/react-demos/assets/chunks/x-ABCD.js:1:5230`)
 * into positions in the sources (`samples/grids/grid/paging/index.tsx:12:7`), through the source maps
 * the build writes beside each chunk with `--sourcemaps`. Positions without a map are left as they
 * are, and the text then says how to get them named.
 */
export function sourcePositions(root: string, distDir: string, origin: string): (text: string) => string {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (asset: string) => {
    if (!maps.has(asset)) {
      try {
        maps.set(asset, new SourceMap(JSON.parse(readFileSync(path.join(distDir, `${asset}.map`), "utf8"))));
      } catch {
        maps.set(asset, null);
      }
    }
    return maps.get(asset)!;
  };
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const position = new RegExp(`${escaped}/([^\\s:()]+\\.js):(\\d+):(\\d+)`, "g");
  return (text) => {
    let unmapped = false;
    const mapped = text.replace(position, (whole, asset: string, line: string, column: string) => {
      const map = mapOf(asset);
      if (!map) unmapped = true;
      const entry = map?.findEntry(Number(line) - 1, Number(column) - 1);
      if (!entry || !("originalSource" in entry) || !entry.originalSource) return whole;
      return `${displayPath(root, path.resolve(path.dirname(path.join(distDir, asset)), entry.originalSource))}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
    });
    return unmapped ? `${mapped} ${NO_MAPS}` : mapped;
  };
}

/** Said after a position in a chunk that has no map beside it. */
export const NO_MAPS = "(positions in built chunks: build with `gallery build --sourcemaps` to have verify name the source lines)";
