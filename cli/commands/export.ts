import { Command } from "commander";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { THEME_NAMES, THEME_VARIANTS } from "../../contract/themes";
import { GalleryError } from "../errors";
import { runAction } from "./run";
import { sampleId } from "../../contract/manifest";

export const exportCommand = new Command("export")
  .description("write a sample as a project of its own (Vite, React, TypeScript): npm install && npm run dev")
  .argument("<id>", "the sample, as group/component/sample")
  .option("--out <dir>", "folder to write the project into (default: ./<group>-<component>-<sample>)")
  .option("--theme <theme>", `the Ignite UI theme main.tsx loads: <name>-<variant>, name one of ${THEME_NAMES.join(", ")}, variant ${THEME_VARIANTS.join(" or ")} (default: the gallery's)`)
  .option("--zip", "write <group>-<component>-<sample>.zip instead of a folder, as the Download button does")
  .action((id: string, options: { out?: string; theme?: string; zip?: boolean }) =>
    runAction(async () => {
      const { projectFiles, zipProject } = await import("../../contract/export-project");
      const { loadCatalog } = await import("../catalog/generate");
      const { exportOne, writeProjectFolder } = await import("../export/write");
      const catalog = await loadCatalog(process.cwd());
      const sample = catalog.samples.find((s) => sampleId(s) === id);
      if (!sample) throw new GalleryError(`no sample '${id}' (see \`gallery list\`)`, [], 2);
      const theme = options.theme ? parseTheme(options.theme) : catalog.config.theme;
      const { project, data } = await exportOne(process.cwd(), sample);
      if (options.zip) {
        const file = path.resolve(options.out ?? ".", `${project.name}.zip`);
        await writeFile(file, zipProject(project, theme, data));
        process.stdout.write(`wrote ${path.relative(process.cwd(), file) || file}\n`);
        return;
      }
      const out = path.resolve(options.out ?? project.name);
      if ((await readdir(out).catch(() => [])).length > 0) throw new GalleryError(`${out} is not empty: choose another --out`, [], 2);
      const files = projectFiles(project, theme, data);
      await writeProjectFolder(out, files);
      process.stdout.write(`wrote ${Object.keys(files).length} files to ${out}\nnext: cd ${path.relative(process.cwd(), out) || "."} && npm install && npm run dev\n`);
    }),
  );

function parseTheme(text: string): { name: (typeof THEME_NAMES)[number]; variant: (typeof THEME_VARIANTS)[number] } {
  const [name, variant] = text.split("-");
  const knownName = THEME_NAMES.find((n) => n === name);
  const knownVariant = THEME_VARIANTS.find((v) => v === variant);
  if (!knownName || !knownVariant) throw new GalleryError(`--theme: expected <name>-<variant> such as material-dark; got '${text}'`, [], 2);
  return { name: knownName, variant: knownVariant };
}
