import { watch, type FSWatcher } from "node:fs";
import path from "node:path";
import { CONFIG_FILE } from "../catalog/generate";

/** What a change in the tree asks of the dev server. */
export type Change = "catalog" | "code";

/** Files whose change can alter the catalog (the menu, the routes) or the served data, not only code. */
export function changeKind(file: string): Change {
  const name = file.split(/[\\/]/).pop() ?? "";
  if (name === "sample.json" || name === CONFIG_FILE || /(^|[\\/])public([\\/]|$)/.test(file) || !name.includes(".")) return "catalog";
  return "code";
}

/** A burst of changes, gathered: `catalog` when any file in it may alter the catalog. */
export interface ChangeBatch {
  kind: Change;
  /** Absolute paths. */
  files: string[];
}

/**
 * Watches samples/, shell/ and the config. Changes arrive in bursts (an editor's save, a checkout):
 * they are gathered and handed over once. An editor's save comes as events within a millisecond or
 * two, so the wait is short.
 */
export function watchProject(root: string, onBatch: (batch: ChangeBatch) => void, log: (line: string) => void): { close(): void } {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Map<string, Change>();
  const changed = (watched: string) => (_event: string, file: string | Buffer | null) => {
    const full = path.join(watched, file ? String(file) : "");
    pending.set(full, file ? changeKind(full) : "catalog");
    clearTimeout(timer);
    timer = setTimeout(() => {
      const files = [...pending];
      pending.clear();
      onBatch({ kind: files.some(([, kind]) => kind === "catalog") ? "catalog" : "code", files: files.map(([file]) => file) });
    }, 25);
  };
  const watchers: FSWatcher[] = [
    ...["samples", "shell"].map((dir) => watch(path.join(root, dir), { recursive: true }, changed(path.join(root, dir)))),
    watch(path.join(root, CONFIG_FILE), changed(path.join(root, CONFIG_FILE))),
  ];
  // A watcher error (a watched folder removed, say) must not take the dev server down with it.
  for (const watcher of watchers) watcher.on("error", (error) => log(`watch error: ${error.message}`));
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
  };
}
