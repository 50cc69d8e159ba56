import type { Problem } from "../errors";
import { titleCase, type ValidSample } from "../../contract/manifest";
import { normalizeRoutePath, routeForms, type SampleSlugs } from "../../contract/routes";
import { SLUG_PATTERN, sampleMetaSchema, type GalleryConfig } from "../../contract/schema";
import type { ScannedSample } from "./scan";
import { A11Y_KNOWN_FILE } from "../../contract/a11y-known";

/** Fields sample.json once had, each with where its content went. */
const RETIRED_FIELDS: Record<string, Omit<Problem, "file" | "field">> = {
  title: {
    message: "'title' is no longer a field: the display name is always the slug in title case",
    fix: "rename 'title' to 'heading' (a descriptive title shown above the sample)",
  },
  a11yIgnore: {
    message: `'a11yIgnore' is no longer a field: every known accessibility violation is listed in ${A11Y_KNOWN_FILE}`,
    fix: `fix the violation in the sample, or list it in ${A11Y_KNOWN_FILE} when it is inside the component`,
  },
};

export interface ValidationResult {
  samples: ValidSample[];
  problems: Problem[];
}

/** Checks every scanned sample against the contract and the config; collects every problem, never stops early. */
export function validateSamples(config: GalleryConfig, scanned: readonly ScannedSample[]): ValidationResult {
  const problems: Problem[] = [];
  const samples: ValidSample[] = [];
  for (const s of scanned) {
    const own = checkSample(config, s);
    problems.push(...own.problems);
    if (own.sample) samples.push(own.sample);
  }
  // Collisions are checked across every folder found, valid or not, so that one run reports them all.
  problems.push(...routeCollisions(scanned, config.samplesPrefix));
  return { samples, problems };
}

function checkSample(config: GalleryConfig, s: ScannedSample): { sample?: ValidSample; problems: Problem[] } {
  const metaFile = `${s.dir}/sample.json`;
  const problems: Problem[] = [];
  for (const [field, slug] of [["group", s.group], ["component", s.component], ["sample", s.sample]] as const) {
    if (!SLUG_PATTERN.test(slug)) {
      problems.push({
        file: s.dir,
        field: `${field} folder '${slug}'`,
        message: "expected lowercase kebab-case (a-z, 0-9, single dashes)",
        fix: `rename the folder to '${toSlug(slug)}'`,
      });
    }
  }
  const group = config.groups.find((g) => g.slug === s.group);
  if (!group) {
    problems.push({
      file: s.dir,
      field: "group",
      message: `group '${s.group}' is not in samples.config.yaml (known: ${config.groups.map((g) => g.slug).join(", ")})`,
      fix: "add the group to samples.config.yaml or move the sample",
    });
  } else if (!Object.hasOwn(group.components, s.component)) {
    problems.push({
      file: s.dir,
      field: "component",
      message: `component '${s.component}' is not listed under group '${s.group}' in samples.config.yaml`,
      fix: `add '${s.component}: ${titleCase(s.component)}' under the group's components`,
    });
  }
  if (!s.files.includes("index.tsx")) {
    problems.push({ file: `${s.dir}/index.tsx`, message: "the sample's entry file is missing", fix: "add index.tsx with a default-exported React component" });
  }
  if (s.metaText === null) {
    problems.push({ file: metaFile, message: "the sample's metadata file is missing", fix: 'add sample.json with at least {"description": "..."}' });
    return { problems };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(s.metaText);
  } catch (error) {
    problems.push({ file: metaFile, message: `invalid JSON: ${(error as Error).message}`, fix: "correct the JSON syntax" });
    return { problems };
  }
  const parsed = sampleMetaSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          const retired = RETIRED_FIELDS[key];
          if (retired) {
            problems.push({ file: metaFile, field: key, ...retired });
            continue;
          }
          problems.push({
            file: metaFile,
            field: key,
            message: `unknown key (allowed: ${Object.keys(sampleMetaSchema.shape).join(", ")})`,
            fix: "remove it, or check its spelling",
          });
        }
      } else {
        problems.push({ file: metaFile, field: issue.path.join(".") || "(root)", message: issue.message });
      }
    }
  }
  if (problems.length > 0 || !parsed.success) return { problems };
  return { problems, sample: { group: s.group, component: s.component, sample: s.sample, dir: s.dir, files: s.files, meta: parsed.data } };
}

function toSlug(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** No route form of one sample may equal a route form of another; both files are named. */
function routeCollisions(samples: readonly (SampleSlugs & { dir: string })[], prefix: string): Problem[] {
  const owner = new Map<string, SampleSlugs & { dir: string }>();
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const s of samples) {
    for (const form of routeForms(s, prefix)) {
      const key = normalizeRoutePath(form);
      const first = owner.get(key);
      if (!first) {
        owner.set(key, s);
      } else if (first !== s && !reported.has(`${first.dir}|${s.dir}`)) {
        reported.add(`${first.dir}|${s.dir}`);
        problems.push({
          file: s.dir,
          field: "route",
          message: `route '${form}' collides with ${first.dir} (both resolve to the same path)`,
          fix: `rename one of '${first.dir}' and '${s.dir}'`,
        });
      }
    }
  }
  return problems;
}
