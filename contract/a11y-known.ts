import { z } from "zod";
import { THEME_KEYS } from "./themes";

/** Where the reviewed list of component-level accessibility violations lives, from the project root. */
export const A11Y_KNOWN_FILE = "a11y/known-violations.yaml";

/** A sample id or a glob of them, as `--only` takes: `grids/grid/*`, `inputs/stepper/**`. */
const sampleGlobSchema = z
  .string({ message: "expected a sample id or a glob such as 'grids/grid/*'" })
  .regex(/^[a-z0-9*{}[\],!?-]+(\/[a-z0-9*{}[\],!?-]+){0,2}$/, {
    message: "expected a sample id or a glob of ids (group/component/sample) such as 'grids/**' or 'layouts/stepper/*'",
  });

/**
 * One violation the samples cannot fix because it comes from inside a component: axe-core's rule,
 * the component whose element (or shadow tree) holds every node that breaks it, the samples it may
 * occur in, and why a sample cannot fix it.
 */
export const knownViolationSchema = z
  .object({
    rule: z.string({ message: "expected an axe-core rule id" }).regex(/^[a-z0-9-]+$/, { message: "expected an axe-core rule id such as 'aria-required-parent'" }),
    component: z
      .string({ message: "expected a CSS selector or tag name such as 'igc-step'" })
      .trim()
      .min(1, { message: "expected a CSS selector or tag name such as 'igc-step'" }),
    samples: z.array(sampleGlobSchema, { message: "expected a list of sample ids or globs" }).min(1, { message: "expected at least one sample id or glob" }),
    /** The themes it occurs in, when only some do (a colour of one theme): absent, every theme. */
    themes: z
      .array(z.enum(THEME_KEYS as [string, ...string[]], { message: `expected theme keys among ${THEME_KEYS.join(", ")}` }))
      .min(1, { message: "expected at least one theme key, or no themes field for every theme" })
      .optional(),
    why: z
      .string({ message: "expected one line saying why the sample cannot fix it" })
      .trim()
      .min(20, { message: "expected at least 20 characters: one line saying why the sample cannot fix it" })
      .max(200, { message: "expected at most 200 characters: keep it to one line" })
      .regex(/^[^\n]*$/, { message: "expected one line" }),
  })
  .strict();

export const knownViolationsSchema = z
  .object({ known: z.array(knownViolationSchema, { message: "expected a list of known violations" }) })
  .strict()
  .superRefine((list, context) => {
    const seen = new Map<string, number>();
    list.known.forEach((entry, index) => {
      const key = knownViolationKey(entry);
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        context.addIssue({
          code: "custom",
          path: ["known", index, "component"],
          message: `rule '${entry.rule}' on '${entry.component}' is already listed at known.${earlier}: merge their samples`,
        });
      } else seen.set(key, index);
    });
  });

export type KnownViolation = z.infer<typeof knownViolationSchema>;

/** An entry's name in reports: a rule on a component is listed once. */
export function knownViolationKey(entry: Pick<KnownViolation, "rule" | "component">): string {
  return `${entry.rule} on ${entry.component}`;
}

/** A known issue as a sample page shows it: the rule, the component, why the sample cannot fix it, and the themes it occurs in when not every one. */
export type KnownIssue = Pick<KnownViolation, "rule" | "component" | "why" | "themes">;
