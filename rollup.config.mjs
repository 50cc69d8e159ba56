import { chmodSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import esbuild from "rollup-plugin-esbuild";

// npm links the bins of dependencies, not the root package's own: link ours so `npx gallery` works after `npm ci`.
const linkBin = {
  name: "link-bin",
  writeBundle() {
    chmodSync("bin/gallery.mjs", 0o755);
    mkdirSync("node_modules/.bin", { recursive: true });
    rmSync("node_modules/.bin/gallery", { force: true });
    symlinkSync("../../bin/gallery.mjs", "node_modules/.bin/gallery");
  },
};

// Packages the CLI into one ESM file; dependencies stay external and load from node_modules.
export default {
  input: { gallery: "cli/index.ts" },
  // Each command's action imports its implementation when it runs, so a command loads only what it
  // uses (`gallery dev` neither the TypeScript API nor swc nor playwright): those imports become chunks.
  output: { dir: "bin", format: "es", entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name]-[hash].mjs", banner: "#!/usr/bin/env node" },
  external: (id) => !id.startsWith(".") && !id.startsWith("/"),
  plugins: [esbuild({ target: "node20", tsconfig: "tsconfig.json" }), linkBin],
};
