import { existsSync } from "node:fs";
import { cp, mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseConfig } from "../catalog/config";
import { CONFIG_FILE, generate } from "../catalog/generate";
import { sampleId, titleCase } from "../../contract/manifest";
import type { SampleSlugs } from "../../contract/routes";
import { samplesPagePath } from "../../contract/urls";
import { sampleMetaSchema, slugSchema, type GalleryConfig } from "../../contract/schema";
import { GalleryError, type Problem } from "../errors";
import { addToConfigText, type ConfigAddition } from "./config-edit";
import type { Prompts } from "./prompts";
import { templateFor, type TemplateFamily } from "./templates";
import { startScaffold } from "./undo";

export interface AddSampleOptions {
  /** `group/component/sample` */
  id: string;
  /** A descriptive title shown above the sample; the display name is always the slug in title case. */
  heading?: string;
  description?: string;
  /** Start from a copy of this sample's folder instead of a template. */
  from?: string;
  /** Add a new group or component to the config without asking. */
  yes?: boolean;
}

export interface AddSampleHooks {
  /** Regenerates generated/; tests inject a failing one to exercise the rollback. */
  generate?: (root: string) => Promise<unknown>;
}

export interface AddSampleResult {
  id: string;
  /** The sample's folder, relative to the root. */
  dir: string;
  files: string[];
  /** The template family, or the sample it was copied from. */
  source: { family: TemplateFamily; component: string } | { from: string };
  configChange: "none" | "component" | "group";
  /** Where `gallery dev` shows the sample. */
  url: string;
}

const DEV_ORIGIN = "http://127.0.0.1:4200";

/**
 * `gallery add-sample`: asks every question first (only when `prompts` is given), then creates the
 * folder, edits the config and regenerates. When a step fails, everything it did is undone: the new
 * folders are removed and the config and generated/ get their old bytes back.
 */
export async function addSample(root: string, options: AddSampleOptions, prompts?: Prompts, hooks: AddSampleHooks = {}): Promise<AddSampleResult> {
  const slugs = parseSampleId(options.id, "sample id");
  const id = sampleId(slugs);
  const rel = `samples/${id}`;
  const dir = path.join(root, "samples", slugs.group, slugs.component, slugs.sample);
  if (existsSync(dir)) {
    throw new GalleryError(`${rel} already exists; nothing was changed`, [
      { file: rel, message: "a sample folder is already there", fix: "choose another sample name, or edit the existing sample" },
    ]);
  }
  const from = options.from === undefined ? undefined : await sourceSample(root, options.from);

  const configFile = path.join(root, CONFIG_FILE);
  const configBytes = await readFile(configFile).catch(() => {
    throw new GalleryError(`${CONFIG_FILE} not found`, [{ file: CONFIG_FILE, message: "the config file is missing", fix: "run the command at the project root" }]);
  });
  const parsed = parseConfig(configBytes.toString("utf8"), CONFIG_FILE);
  if (!parsed.config) throw new GalleryError(`${CONFIG_FILE} is invalid; nothing was changed`, parsed.problems);
  const config = parsed.config;

  const meta = await sampleMeta(rel, slugs, options, from, prompts);
  const addition = await configAddition(config, slugs, options, prompts);
  const componentTitle = config.groups.find((g) => g.slug === slugs.group)?.components[slugs.component] ?? titleCase(slugs.component);
  const template = from ? undefined : templateFor(slugs, componentTitle);
  const newConfig = addition && addToConfigText(configBytes.toString("utf8"), CONFIG_FILE, addition.edit);

  const done = await startScaffold(root);
  try {
    done.createdFolder(rel, (await mkdir(dir, { recursive: true })) ?? dir);
    if (from) {
      await cp(from.dir, dir, { recursive: true, filter: (file) => file !== path.join(from.dir, "sample.json") });
    } else {
      for (const [name, text] of Object.entries(template!.files)) await writeFile(path.join(dir, name), text);
    }
    await writeFile(path.join(dir, "sample.json"), JSON.stringify(meta, null, 2) + "\n");
    if (newConfig) {
      done.rewroteConfig(configBytes);
      await writeFile(configFile, newConfig);
    }
    await (hooks.generate ?? generate)(root);
  } catch (error) {
    const undoProblems = await done.undo();
    const cause = error instanceof GalleryError ? error : new GalleryError((error as Error).message ?? String(error));
    const outcome = undoProblems.length ? "undoing its changes failed too" : "its changes were undone";
    throw new GalleryError(`could not add ${rel}: ${cause.message}; ${outcome}`, [...cause.problems, ...undoProblems], cause.code);
  }

  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
  return {
    id,
    dir: rel,
    files,
    source: from ? { from: from.id } : { family: template!.family, component: template!.component },
    configChange: addition?.kind ?? "none",
    url: DEV_ORIGIN + samplesPagePath(config, slugs),
  };
}

/** `group/component/sample` → its slugs; a malformed id is a usage error that names each bad part. */
export function parseSampleId(value: string, what: string): SampleSlugs {
  const parts = value.replace(/^\.?\/?samples\//, "").replace(/\/+$/, "").split("/");
  if (parts.length !== 3) {
    throw new GalleryError(`${what}: expected <group>/<component>/<sample>, got '${value}'`, [], 2);
  }
  const problems: Problem[] = [];
  (["group", "component", "sample"] as const).forEach((field, i) => {
    const result = slugSchema.safeParse(parts[i]);
    if (!result.success) problems.push({ file: value, field: `${field} '${parts[i]}'`, message: result.error.issues[0]!.message });
  });
  if (problems.length) throw new GalleryError(`${what}: '${value}' is not a valid sample id`, problems, 2);
  const [group, component, sample] = parts as [string, string, string];
  return { group, component, sample };
}

interface SourceSample {
  id: string;
  dir: string;
  /** The fields of its sample.json worth keeping in a copy. */
  keep: { network?: string[]; tags?: string[] };
}

async function sourceSample(root: string, value: string): Promise<SourceSample> {
  const slugs = parseSampleId(value, "--from");
  const id = sampleId(slugs);
  const dir = path.join(root, "samples", slugs.group, slugs.component, slugs.sample);
  if (!existsSync(path.join(dir, "index.tsx"))) {
    throw new GalleryError(`--from: there is no sample samples/${id}`, [
      { file: `samples/${id}`, message: "no index.tsx in this folder", fix: "name an existing sample, as `gallery list` prints it" },
    ]);
  }
  const text = await readFile(path.join(dir, "sample.json"), "utf8").catch(() => "{}");
  let raw: unknown = {};
  try {
    raw = JSON.parse(text);
  } catch {
    // An unreadable sample.json only means there is nothing to keep from it.
  }
  const meta = sampleMetaSchema.safeParse(raw);
  const keep = meta.success
    ? { ...(meta.data.network.length ? { network: meta.data.network } : {}), ...(meta.data.tags.length ? { tags: meta.data.tags } : {}) }
    : {};
  return { id, dir, keep };
}

/** The new sample.json: description and heading from the options or the terminal, validated by the schema. */
async function sampleMeta(rel: string, slugs: SampleSlugs, options: AddSampleOptions, from: SourceSample | undefined, prompts?: Prompts) {
  let heading = options.heading;
  let description = options.description;
  if (heading === undefined && prompts) {
    const answer = await prompts.ask(`Heading above the sample (optional; the menu shows "${titleCase(slugs.sample)}")`, "");
    if (answer.trim() !== "") heading = answer;
  }
  if (description === undefined) {
    if (!prompts) {
      throw new GalleryError("missing --description: one sentence, 10 to 200 characters, saying what the sample shows", [], 2);
    }
    let question = "Description (one sentence saying what the sample shows)";
    for (;;) {
      description = await prompts.ask(question);
      const checked = sampleMetaSchema.shape.description.safeParse(description);
      if (checked.success) break;
      question = `${checked.error.issues[0]!.message}\nDescription`;
    }
  }
  const raw = { description, ...(heading !== undefined ? { heading } : {}), ...from?.keep };
  const result = sampleMetaSchema.safeParse(raw);
  if (!result.success) {
    throw new GalleryError(
      "invalid sample.json values; nothing was changed",
      result.error.issues.map((issue) => ({ file: `${rel}/sample.json`, field: issue.path.join(".") || "(root)", message: issue.message })),
      2,
    );
  }
  // Written as given (trimmed by the schema), defaults left out so the file stays short.
  const { description: text, heading: shown, network, tags } = result.data;
  return { description: text, ...(shown ? { heading: shown } : {}), ...(network.length ? { network } : {}), ...(tags.length ? { tags } : {}) };
}

/** What the config needs for the new sample, after asking (or checking --yes); undefined when nothing. */
async function configAddition(
  config: GalleryConfig,
  slugs: SampleSlugs,
  options: AddSampleOptions,
  prompts?: Prompts,
): Promise<{ kind: "group" | "component"; edit: ConfigAddition } | undefined> {
  const group = config.groups.find((g) => g.slug === slugs.group);
  if (group && Object.hasOwn(group.components, slugs.component)) return undefined;
  const edit: ConfigAddition = {
    group: slugs.group,
    component: slugs.component,
    groupTitle: titleCase(slugs.group),
    componentTitle: titleCase(slugs.component),
  };
  const kind = group ? "component" : "group";
  const what =
    kind === "group"
      ? `group '${slugs.group}' ("${edit.groupTitle}") with component '${slugs.component}' ("${edit.componentTitle}")`
      : `component '${slugs.component}' ("${edit.componentTitle}") under group '${slugs.group}'`;
  if (options.yes) return { kind, edit };
  if (!prompts) {
    throw new GalleryError(`${CONFIG_FILE} has no ${kind} '${kind === "group" ? slugs.group : slugs.component}': pass --yes to add it`, [
      {
        file: CONFIG_FILE,
        field: kind === "group" ? "groups" : `groups.${slugs.group}.components`,
        message: `add-sample would add ${what}`,
        fix: "pass --yes to let add-sample add it, or add it to the config yourself",
      },
    ]);
  }
  if (!(await prompts.confirm(`Add ${what} to ${CONFIG_FILE}?`))) {
    throw new GalleryError(`cancelled: ${CONFIG_FILE} was left as it is and nothing was created`);
  }
  return { kind, edit };
}
