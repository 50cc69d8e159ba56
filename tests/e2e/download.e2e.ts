import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import path from "node:path";
import type { ExportedProject } from "../../contract/export-project";
import { DIST, SAMPLES, pickSample, useGallery, waitReady } from "./support/site";

const gallery = useGallery();
const id = pickSample("grids/grid/remote-paging-data", "gauges/radial-gauge/animation");
const name = id.replaceAll("/", "-");

describe("the Download button", () => {
  it("saves <group>-<component>-<sample>.zip: the sample's project, with main.tsx loading the theme selected now", async () => {
    const { page, close } = await gallery.open();
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${id}?theme=material-dark`));
      await waitReady(page, id);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-sample").first().click()]);
      expect(download.suggestedFilename()).toBe(`${name}.zip`);
      const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
      const names = Object.keys(files);
      for (const file of ["package.json", "index.html", "vite.config.ts", "tsconfig.json", "README.md", "src/main.tsx", "src/sample/index.tsx"]) {
        expect(names, file).toContain(`${name}/${file}`);
      }
      // The data the sample fetches is fetched again for the zip, byte for byte what the gallery serves.
      const project = JSON.parse(readFileSync(path.join(DIST, "exports", `${id}.json`), "utf8")) as ExportedProject;
      if (id === "grids/grid/remote-paging-data") expect(Object.keys(project.data).length).toBeGreaterThan(0);
      for (const [file, url] of Object.entries(project.data)) {
        expect(Buffer.from(files[`${name}/${file}`]!).equals(readFileSync(path.join(DIST, url))), file).toBe(true);
      }
      const main = new TextDecoder().decode(files[`${name}/src/main.tsx`]);
      expect(main).toContain('import "igniteui-webcomponents/themes/dark/material.css";');
      const pkg = JSON.parse(new TextDecoder().decode(files[`${name}/package.json`])) as { dependencies: Record<string, string>; scripts: Record<string, string> };
      expect(pkg.dependencies).toHaveProperty("react");
      expect(pkg.scripts.dev).toBe("vite");
    } finally {
      await close();
    }
  });
});
