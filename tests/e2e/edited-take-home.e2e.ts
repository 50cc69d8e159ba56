/**
 * Download while edited, proven like the unedited take-home (export-proof.e2e.ts): a grid sample is
 * edited in the Edit panel, its Download zip is unpacked, installed with npm, built, and the built
 * page renders the edit.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEdit, originalIndex, typeCode, waitLive, liveVersion } from "./support/edit-panel";
import { SAMPLES, pickSample, useGallery, waitReady } from "./support/site";
import { expectBuiltPageRenders, installAndBuild } from "./support/take-home";

const gallery = useGallery();
const grid = pickSample("grids/grid/overview");
const EDITED_HEADER = "Taken home edited";
let temp: string;

beforeAll(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), "gallery-edited-take-home-"));
});

afterAll(async () => {
  if (temp) await rm(temp, { recursive: true, force: true });
});

/** Writes the zip's files under `dir`; returns the project's folder (the zip holds one). */
async function unpack(zip: Uint8Array, dir: string): Promise<string> {
  const files = unzipSync(zip);
  for (const [name, bytes] of Object.entries(files)) {
    if (name.endsWith("/")) continue;
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), bytes);
  }
  const roots = new Set(Object.keys(files).map((name) => name.split("/")[0]!));
  expect([...roots]).toHaveLength(1);
  return path.join(dir, [...roots][0]!);
}

describe("an edited sample taken home", () => {
  it("the Download of an edit installs, builds and renders the edit", async () => {
    const { page, close } = await gallery.open();
    let project: string;
    try {
      await page.goto(gallery.site.url(`${SAMPLES}/${grid}`));
      await waitReady(page, grid);
      await openEdit(page, grid);
      const original = originalIndex(grid);
      const edited = original.replace('header="Product"', `header="${EDITED_HEADER}"`);
      expect(edited).not.toBe(original);
      await typeCode(page, edited);
      await waitLive(page, grid, await liveVersion(page, grid));
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("edit-download").click()]);
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      project = await unpack(new Uint8Array(Buffer.concat(chunks)), temp);
    } finally {
      await close();
    }
    installAndBuild(project);
    await expectBuiltPageRenders(gallery.browser, project, {
      component: "igc-grid",
      check: (built) => built.getByText(EDITED_HEADER, { exact: true }).first().waitFor({ timeout: 30_000 }),
    });
  }, 600_000);
});
