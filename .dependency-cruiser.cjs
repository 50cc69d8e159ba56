/**
 * How the folders may depend on each other (README, "Layout"). `npm test` runs these rules with
 * dependency-cruiser; tests/architecture/ holds a fixture tree that breaks each rule once.
 *
 *   samples/ ──▶ packages only          shell/ ──▶ generated/ ──▶ contract/ ◀── cli/
 *                                           └────────────────────▶ contract/
 *
 * shell/ never imports samples/ itself, cli/ never imports generated/, and no two folders of cli/
 * import each other.
 */
module.exports = {
  forbidden: [
    {
      name: "shell-not-to-cli",
      comment: "The browser code needs nothing from the generator: shared types and functions live in contract/.",
      severity: "error",
      from: { path: "^shell/" },
      to: { path: "^cli/" },
    },
    {
      name: "cli-not-to-shell",
      comment: "The generator never reaches into the browser code.",
      severity: "error",
      from: { path: "^cli/" },
      to: { path: "^shell/" },
    },
    {
      name: "samples-stand-alone",
      comment: "A sample uses the packages and samples/ only: it must run outside the gallery (download, export).",
      severity: "error",
      from: { path: "^samples/" },
      to: { path: "^(shell|cli|contract|generated)/" },
    },
    {
      name: "contract-stands-alone",
      comment: "contract/ is the common ground of cli/ and shell/, so it imports neither (nor what they generate).",
      severity: "error",
      from: { path: "^contract/" },
      to: { path: "^(shell|cli|generated|samples)/" },
    },
    {
      name: "cli-not-to-generated",
      comment: "cli/ writes generated/ and never runs it: the catalog it builds in memory is the source, the files are its output.",
      severity: "error",
      from: { path: "^cli/" },
      to: { path: "^generated/" },
    },
    {
      name: "shell-not-to-samples",
      comment: "The shell reaches a sample only through generated/imports.gen.ts, lazily: a direct import would put the sample in the shell's entry bundle.",
      severity: "error",
      from: { path: "^shell/" },
      to: { path: "^samples/" },
    },
    {
      name: "no-folder-cycle-in-cli",
      comment: "Two folders of cli/ that import each other are one folder in two places, a cycle the file-level rule cannot see: what both need moves down (to catalog/, say).",
      severity: "error",
      scope: "folder",
      from: { path: "^cli/" },
      to: { path: "^cli/", circular: true },
    },
    {
      name: "no-circular",
      comment: "Circular imports make load order matter and hide the layering.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|bin|\\.cache)/" },
    tsPreCompilationDeps: true,
    // The project's TypeScript 7 has no JavaScript API for dependency-cruiser; Babel parses TS and TSX.
    babelConfig: { fileName: "tests/architecture/babel.config.cjs" },
    tsConfig: { fileName: "tsconfig.json" },
  },
};
