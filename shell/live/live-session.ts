import { resolveRelative } from "../../contract/resolve-relative";
import { coveredNamespace, usedPackageNames } from "../../contract/sample-scope";
import type { SampleId } from "../../generated/manifest.gen";
import { loadedSampleScope } from "../runtime/sample-loader";
import { CompileError } from "./errors";
import { hooksSignature } from "./hooks-signature";
import { forgetLiveComponent, liveComponent } from "./live-component";
import type { LiveStore } from "./live-store";
import { compileSample, evaluateSample, type CompiledSample, type KeptModules, type LiveStyle, type Scope } from "./runner";
import { loadScope, scopeSpecifiers } from "./scope";
import { transformCached } from "./transform";

/** The file the runner starts from: the sample's index.tsx, by its path under samples/. */
export const entryOf = (id: SampleId) => `${id}/index.tsx`;

const latest = new Map<SampleId, number>();
/** Each edited sample's module instances, which its next run keeps where the files are unchanged. */
const keptModules = new Map<SampleId, KeptModules>();
let runs = 0;

/**
 * Runs a sample's (edited) files and shows the result in its frame. A compile error is returned and
 * leaves the last good render on screen; an error while the code runs shows in the frame's error
 * boundary. A run overtaken by a newer one (a slow scope load) is dropped.
 */
export async function runEdit(store: LiveStore, id: SampleId, files: Readonly<Record<string, string>>): Promise<CompileError | undefined> {
  const run = ++runs;
  latest.set(id, run);
  let compiled;
  try {
    compiled = compileSample(files, entryOf(id), scopeSpecifiers);
  } catch (error) {
    if (error instanceof CompileError) return error;
    throw error;
  }
  const scope = await loadRunScope(id, files, compiled);
  if (latest.get(id) !== run) return undefined;
  const scripts = [...compiled.modules.values()].flatMap((module) => (module.kind === "script" ? [module.code] : []));
  const { Component, remount } = liveComponent(id, evaluateSample(compiled, scope, keptOf(id)), hooksSignature(scripts));
  showStyles(id, compiled.styles);
  store.publishLive(id, Component, remount);
  return undefined;
}

/**
 * The scope a run of `files` needs: the names the sample's chunk exports where they hold all the
 * code uses (the page has them already), whole namespaces for the rest (contract/sample-scope.ts).
 */
export function loadRunScope(id: SampleId, files: Readonly<Record<string, string>>, compiled: CompiledSample): Promise<Scope> {
  const names = new Set(Object.keys(files));
  const used = usedPackageNames(entryOf(id), {
    read: (file) => files[file],
    resolve: (from, specifier) => resolveRelative(from, specifier, names),
    compile: transformCached,
  });
  return loadScope(compiled.packages, (specifier) => coveredNamespace(loadedSampleScope(id), used, specifier));
}

function keptOf(id: SampleId): KeptModules {
  let kept = keptModules.get(id);
  if (!kept) keptModules.set(id, (kept = new Map()));
  return kept;
}

/** Puts the original sample back: its own stylesheets on, the edited ones out. */
export function stopEdit(store: LiveStore, id: SampleId): void {
  latest.delete(id);
  keptModules.delete(id);
  forgetLiveComponent(id);
  showStyles(id, undefined);
  store.publishLive(id, undefined, true);
}

/**
 * The edited stylesheets replace the sample's own while the edit shows (a rule deleted in the
 * editor must stop applying), as style elements marked with the sample, replaced on every run.
 */
function showStyles(id: SampleId, styles: readonly LiveStyle[] | undefined): void {
  for (const element of document.querySelectorAll(`style[data-live-css="${CSS.escape(id)}"]`)) element.remove();
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[data-sample-css="${CSS.escape(id)}"]`)) link.disabled = styles !== undefined;
  for (const style of styles ?? []) {
    const element = document.createElement("style");
    element.dataset["liveCss"] = id;
    element.dataset["file"] = style.file;
    element.textContent = style.text;
    document.head.append(element);
  }
}
