/**
 * A project taken home from the gallery (by `gallery export` or the Download button), proven the way
 * a user would run it: npm install, npm run build, Vite's preview server, Chromium.
 */
import { spawn, spawnSync } from "node:child_process";
import type { Browser, Page } from "playwright-core";
import path from "node:path";
import { expect } from "vitest";

/** Runs a command in `cwd`, failing with its output when it fails. */
export function run(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
}

/** `npm install` (from npm's cache when it holds the packages) and `npm run build` in the project. */
export function installAndBuild(project: string): void {
  run(project, "npm", ["install", "--no-audit", "--no-fund", "--prefer-offline"]);
  run(project, "npm", ["run", "build"]);
}

/** `vite preview` on a free port of 127.0.0.1; resolves with its origin and a stop function. */
function preview(cwd: string): Promise<{ origin: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(cwd, "node_modules/.bin/vite"), ["preview", "--host", "127.0.0.1", "--port", "0", "--strictPort", "false"], { cwd });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:(\d+)/.exec(output.replace(/\x1b\[[0-9;]*m/g, ""));
      if (found) resolve({ origin: `http://127.0.0.1:${found[1]}`, stop: () => child.kill() });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("close", (code) => reject(new Error(`vite preview exited ${code}:\n${output}`)));
  });
}

export interface BuiltPageChecks {
  /** A selector of the element the sample renders: it must be there and taller than 50 px. */
  component: string;
  /** A path of data the page must fetch from its own origin. */
  data?: RegExp | null;
  /** Further checks on the rendered page. */
  check?: (page: Page) => Promise<void>;
}

/**
 * Serves a built project with `vite preview` and opens it: the component renders, no console or page
 * error, the data arrives, and the page asks nothing of another origin (a user may be offline).
 */
export async function expectBuiltPageRenders(browser: Browser, project: string, { component, data, check }: BuiltPageChecks): Promise<void> {
  const server = await preview(project);
  const page = await browser.newPage();
  const problems: string[] = [];
  await page.route(
    (url) => url.origin !== server.origin && url.protocol !== "data:",
    (route) => (problems.push(`outside request: ${route.request().url()}`), route.abort()),
  );
  const arrived: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`console error: ${message.text()}`));
  page.on("response", (response) => response.ok() && arrived.push(new URL(response.url()).pathname));
  try {
    await page.goto(server.origin + "/");
    const main = page.locator(component).first();
    await main.waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await main.boundingBox())?.height ?? 0, { timeout: 30_000 }).toBeGreaterThan(50);
    if (data) await expect.poll(() => arrived.some((p) => data.test(p)), { timeout: 30_000 }).toBe(true);
    await check?.(page);
    await page.waitForTimeout(1000);
    expect(problems).toEqual([]);
  } finally {
    await page.close();
    server.stop();
  }
}
