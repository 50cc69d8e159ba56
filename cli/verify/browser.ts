import { existsSync } from "node:fs";
import type { Browser } from "playwright-core";
import { GalleryError } from "../errors";
import { BOUNDS } from "./bounds";
import { StepFailure, within } from "./step";

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-quic",
  "--disable-sync",
];

/** Debian's chromium, or the one CHROMIUM_PATH names; never a browser downloaded by a test tool. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((candidate): candidate is string => Boolean(candidate && existsSync(candidate)));
  if (!found) {
    throw new GalleryError("no Chromium found", [
      {
        file: "CHROMIUM_PATH",
        message: "neither $CHROMIUM_PATH nor /usr/bin/chromium exists",
        fix: "on Debian or Ubuntu: sudo apt-get install -y chromium; elsewhere set CHROMIUM_PATH to a Chromium binary",
      },
    ]);
  }
  return found;
}

/** Playwright is imported here, not at the top: loading it costs every command half a second of start-up. */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import("playwright-core");
  return chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS, headless: true, timeout: BOUNDS.launchMs });
}

/**
 * Closes Chromium within BOUNDS.closeBrowserMs, or kills it: Playwright kills the process when
 * close is asked again while the first close is still under way.
 */
export async function closeBrowser(browser: Browser): Promise<void> {
  const closed = await within(browser.close(), BOUNDS.closeBrowserMs, async () => new StepFailure("timeout", "")).then(
    () => true,
    () => false,
  );
  if (!closed) await within(browser.close(), BOUNDS.closeBrowserMs, async () => new StepFailure("timeout", "")).catch(() => undefined);
}
