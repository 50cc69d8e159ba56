import { readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeControlsManifests } from "../../../cli/controls/controls-manifests";
import { manifestProblems, staleControlsManifests } from "../../../cli/controls/stale-manifests";
import { cleanupTempDirs, tempDir, writeTree } from "../helpers";

const REPO = path.resolve(import.meta.dirname, "../../..");
const BUTTON = "generated/controls/IgrButton.json";

afterAll(cleanupTempDirs);

describe("whether generated/controls/ is what `gallery controls` would write", () => {
  it("names each file missing, different or no longer rendered", () => {
    const expected = [
      { path: "generated/controls/IgrA.json", content: "a\n" },
      { path: "generated/controls/IgrB.json", content: "b\n" },
      { path: "generated/controls/IgrC.json", content: "c\n" },
    ];
    const committed = new Map([
      ["generated/controls/IgrA.json", "a\n"],
      ["generated/controls/IgrB.json", "b, edited\n"],
      ["generated/controls/IgrGone.json", "gone\n"],
    ]);
    expect(manifestProblems(expected, committed).map((p) => `${p.file}: ${p.message.split(":")[0]}`)).toEqual([
      "generated/controls/IgrB.json: stale",
      "generated/controls/IgrC.json: missing",
      "generated/controls/IgrGone.json: no sample renders this component any more",
    ]);
    expect(manifestProblems(expected, new Map(expected.map((f) => [f.path, f.content])))).toEqual([]);
  });

  it("reads the declarations again and compares them with a project's committed manifests", { timeout: 180_000 }, async () => {
    const root = await tempDir("gallery-controls-");
    await writeTree(root, {
      "samples/inputs/button/overview/index.tsx": `import { IgrButton } from "igniteui-react";\nexport default function Sample() {\n  return <IgrButton variant="flat">Go</IgrButton>;\n}\n`,
    });
    await symlink(path.join(REPO, "node_modules"), path.join(root, "node_modules"), "dir");
    await writeControlsManifests(root);
    expect(await staleControlsManifests(root)).toEqual([]);

    // A hand edit, and the manifest of a component no sample renders.
    const written = await readFile(path.join(root, BUTTON), "utf8");
    await writeFile(path.join(root, BUTTON), written.replace('"name":"variant","kind":"enum"', '"name":"variant","kind":"string"'));
    await writeFile(path.join(root, "generated/controls/IgrGone.json"), written);
    expect((await staleControlsManifests(root)).map((p) => [p.file, p.message.split(":")[0]])).toEqual([
      [BUTTON, "stale"],
      ["generated/controls/IgrGone.json", "no sample renders this component any more"],
    ]);
  });
});
