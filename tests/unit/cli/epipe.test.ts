import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../..");

describe("a closed pipe", () => {
  it("ends `gallery list --json` quietly with exit 0 when the reader stops after the first chunk (as `| head` does)", async () => {
    const child = spawn(process.execPath, [path.join(root, "bin/gallery.mjs"), "list", "--json"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once("data", () => child.stdout.destroy());
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(code).toBe(0);
  }, 30_000);
});
