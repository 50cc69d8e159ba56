// The floor under a deep link: each sample with nothing of the gallery around it. One file holds React
// and the sample (esbuild; the packages' `sideEffects: false` keeps only what the sample uses), on a
// page with only the gallery's theme stylesheets, compressed and served like the gallery's own pages.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const fileName = (id) => id.replaceAll("/", "_");

/**
 * Writes `<outDir>/samples/<id>/index.html` and `<outDir>/<id with _>.js` for each sample. The page marks
 * `.sample-frame` ready the way the gallery's frame does: two animation frames after React committed it.
 */
export async function buildSamplesAlone(root, galleryDist, ids, outDir) {
  const esbuild = await import("esbuild");
  const base = "/react-demos/";
  const themeCss = /id="gallery-theme" href="([^"]+)"/.exec(readFileSync(path.join(galleryDist, "index.html"), "utf8"))[1];
  const themeFile = themeCss.slice(base.length);
  const gridThemeFile = path.posix.join(path.posix.dirname(themeFile), `grids-${path.posix.basename(themeFile)}`);
  for (const file of [themeFile, gridThemeFile]) {
    for (const suffix of ["", ".br", ".gz"]) {
      mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      cpSync(path.join(galleryDist, file + suffix), path.join(outDir, file + suffix));
    }
  }
  const entries = path.join(outDir, "entries");
  mkdirSync(entries, { recursive: true });
  for (const id of ids) {
    const entry = path.join(entries, `${fileName(id)}.tsx`);
    writeFileSync(
      entry,
      `import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import Sample from ${JSON.stringify(path.join(root, "samples", id, "index.tsx"))};

function Frame() {
  useEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => document.querySelector(".sample-frame")!.setAttribute("data-sample-state", "ready")));
  }, []);
  return (
    <div className="sample-frame" data-sample-id=${JSON.stringify(id)} data-sample-state="loading" style={{ height: "80vh" }}>
      <Sample />
    </div>
  );
}

createRoot(document.getElementById("root")!).render(<Frame />);
`,
    );
    await esbuild.build({
      entryPoints: [entry],
      absWorkingDir: root,
      // The entry lives in a temp folder: its own imports (React) resolve from the gallery's packages.
      nodePaths: [path.join(root, "node_modules")],
      bundle: true,
      format: "esm",
      minify: true,
      jsx: "automatic",
      outfile: path.join(outDir, `${fileName(id)}.js`),
      loader: { ".woff": "file", ".woff2": "file", ".ttf": "file", ".eot": "file", ".svg": "file", ".png": "file" },
      define: { "process.env.NODE_ENV": '"production"', "import.meta.env.PROD": "true" },
      logLevel: "error",
    });
    const styles = [themeFile, ...(id.startsWith("grids/") ? [gridThemeFile] : [])];
    const links = styles.map((file) => `<link rel="stylesheet" href="${base}${file}">`).join("");
    const page = path.join(outDir, "samples", id);
    mkdirSync(page, { recursive: true });
    writeFileSync(
      path.join(page, "index.html"),
      `<!doctype html><html lang="en"><head><meta charset="utf-8">${links}<script type="module" src="${base}${fileName(id)}.js"></script></head><body><div id="root"></div></body></html>`,
    );
  }
  writeFileSync(path.join(outDir, "index.html"), "<!doctype html><title>samples alone</title>");
  // Compressed as the gallery's build does (brotli 5, gzip 6), so the server sends the same encodings.
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html)$/.test(entry.name) || entry.parentPath.startsWith(entries)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 6 }));
    writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
}
