import { afterEach, describe, expect, it, vi } from "vitest";
import { galleryConfig, type SampleId } from "../../../generated/manifest.gen";
import { loadSampleProject, loadSampleSource } from "../../../shell/runtime/sample-files";

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { "content-type": "application/json" } });

/** Answers the URLs in `files` (relative to the base path) and 404 for any other, counting every request. */
function serve(files: Record<string, unknown>) {
  const requested: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const relative = String(input).slice(galleryConfig.basePath.length);
    requested.push(relative);
    return relative in files ? json(files[relative]) : new Response("", { status: 404 });
  });
  return requested;
}

afterEach(() => vi.restoreAllMocks());

describe("loadSampleSource", () => {
  const id = "charts/unit-test/source-once" as SampleId;
  const own = { name: "index.tsx", html: "<pre>a</pre>", text: "a" };
  const shared = { name: "_shared/data.ts", html: "<pre>b</pre>", text: "b" };

  it("fetches the list and each shared file once, however many panels ask, in tab order", async () => {
    const requested = serve({
      [`source/${id}.json`]: [own, { name: shared.name, url: "source/_shared/charts/_shared/data.ts.json" }],
      "source/_shared/charts/_shared/data.ts.json": shared,
    });
    const [first, second] = await Promise.all([loadSampleSource(id), loadSampleSource(id)]);
    expect(first).toEqual([own, shared]);
    expect(await loadSampleSource(id)).toBe(first);
    expect(second).toBe(first);
    expect(requested).toEqual([`source/${id}.json`, "source/_shared/charts/_shared/data.ts.json"]);
  });

  it("names the file that failed, and tries again on the next call instead of keeping the failure", async () => {
    const failing = "charts/unit-test/source-retry" as SampleId;
    serve({});
    await expect(loadSampleSource(failing)).rejects.toThrow(`source/${failing}.json: HTTP 404`);
    const requested = serve({ [`source/${failing}.json`]: [own] });
    expect(await loadSampleSource(failing)).toEqual([own]);
    expect(requested).toEqual([`source/${failing}.json`]);
  });
});

describe("loadSampleProject", () => {
  it("fetches exports/<id>.json once for every download of the page", async () => {
    const id = "charts/unit-test/project-once" as SampleId;
    const project = { name: "charts-unit-test-project-once", needs: { grids: false, icons: false }, files: {}, data: {} };
    const requested = serve({ [`exports/${id}.json`]: project });
    expect(await loadSampleProject(id)).toEqual(project);
    expect(await loadSampleProject(id)).toEqual(project);
    expect(requested).toEqual([`exports/${id}.json`]);
  });
});
