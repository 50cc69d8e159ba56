import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { REMOTE_CSS_IMPORT, THEME_NAMES, THEME_VARIANTS as VARIANTS } from "../../contract/themes";
import { themeUrls } from "../../contract/urls";

/** A remote `@import` must never reach the browser. */
export function stripRemoteImports(css: string): string {
  return css.replace(REMOTE_CSS_IMPORT, "");
}

/** Copies every theme the installed packages ship into the output, remote imports removed. */
export async function copyThemes(root: string, outDir: string): Promise<void> {
  const modules = path.join(root, "node_modules");
  await Promise.all(
    VARIANTS.flatMap((variant) =>
      THEME_NAMES.map(async (name) => {
        const target = themeUrls({ name, variant });
        await mkdir(path.join(outDir, "themes", variant), { recursive: true });
        const core = await readFile(path.join(modules, "igniteui-webcomponents/themes", variant, `${name}.css`), "utf8");
        const grids = await readFile(path.join(modules, "igniteui-react-grids/grids/themes", variant, `${name}.css`), "utf8");
        await writeFile(path.join(outDir, target.core), stripRemoteImports(core));
        await writeFile(path.join(outDir, target.grids), stripRemoteImports(grids));
      }),
    ),
  );
}
