/**
 * One loop over tests/fixtures/<case>/: adding a case is adding a folder. A case holds a project
 * (samples.config.yaml, package.json, samples/) and either expected/ (the generated files, each named
 * `<file>.txt` so the project's type-check skips them) or expected-error.txt (formatProblems' text).
 * `UPDATE_FIXTURES=1 npx vitest run generate-fixtures` rewrites the expectations: read them before committing.
 * No case holds invalid JSON: the parser's message differs between Node versions (validate.test.ts covers it).
 */
import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generate } from "../../../cli/catalog/generate";
import { GalleryError, formatProblems } from "../../../cli/errors";
import { cleanupTempDirs, listFiles, tempDir } from "../helpers";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures");
const EXPECTED_DIR = "expected";
const EXPECTED_ERROR = "expected-error.txt";
const update = process.env.UPDATE_FIXTURES === "1";

const cases = (await readdir(FIXTURES, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();

/** The case's project, without its expectations, in a fresh temp folder. */
async function copyCase(name: string): Promise<string> {
  const root = await tempDir(`gallery-fixture-${name}-`);
  const source = path.join(FIXTURES, name);
  await cp(source, root, {
    recursive: true,
    filter: (file) => ![EXPECTED_DIR, EXPECTED_ERROR].includes(path.relative(source, file)),
  });
  return root;
}

async function outcome(root: string): Promise<{ files: Map<string, string> } | { error: string }> {
  try {
    await generate(root);
  } catch (error) {
    if (!(error instanceof GalleryError)) throw error;
    return { error: formatProblems(error.problems) + "\n" };
  }
  const files = new Map<string, string>();
  for (const file of await listFiles(path.join(root, "generated"))) {
    files.set(file, await readFile(path.join(root, "generated", file), "utf8"));
  }
  return { files };
}

async function writeExpectations(dir: string, result: Awaited<ReturnType<typeof outcome>>): Promise<void> {
  await rm(path.join(dir, EXPECTED_DIR), { recursive: true, force: true });
  await rm(path.join(dir, EXPECTED_ERROR), { force: true });
  if ("error" in result) {
    await writeFile(path.join(dir, EXPECTED_ERROR), result.error);
    return;
  }
  await mkdir(path.join(dir, EXPECTED_DIR));
  for (const [file, text] of result.files) {
    const target = path.join(dir, EXPECTED_DIR, `${file}.txt`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
}

afterAll(cleanupTempDirs);

describe("generate, on every fixture case", () => {
  it("has at least five cases, each with one kind of expectation", () => {
    expect(cases.length).toBeGreaterThanOrEqual(5);
    for (const name of cases) {
      const dir = path.join(FIXTURES, name);
      if (!update) expect(existsSync(path.join(dir, EXPECTED_DIR)) !== existsSync(path.join(dir, EXPECTED_ERROR)), name).toBe(true);
    }
  });

  it.each(cases)("%s", async (name) => {
    const dir = path.join(FIXTURES, name);
    const root = await copyCase(name);
    const result = await outcome(root);
    if (update) {
      await writeExpectations(dir, result);
      return;
    }
    if (existsSync(path.join(dir, EXPECTED_ERROR))) {
      const expected = await readFile(path.join(dir, EXPECTED_ERROR), "utf8");
      expect("error" in result ? result.error : "generate succeeded").toBe(expected);
      expect(await listFiles(path.join(root, "generated"))).toEqual([]);
      return;
    }
    expect("error" in result ? result.error : "").toBe("");
    if (!("files" in result)) return;
    const expectedNames = (await listFiles(path.join(dir, EXPECTED_DIR))).map((f) => f.replace(/\.txt$/, ""));
    expect([...result.files.keys()]).toEqual(expectedNames);
    for (const file of expectedNames) {
      const expected = await readFile(path.join(dir, EXPECTED_DIR, `${file}.txt`), "utf8");
      expect(result.files.get(file), file).toBe(expected);
    }
  });
});
