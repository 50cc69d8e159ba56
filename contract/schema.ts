import { z } from "zod";
import { THEME_NAMES, THEME_VARIANTS } from "./themes";

export { THEME_NAMES };

/** Lowercase kebab-case, the form of every group, component and sample folder name. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, { message: "expected lowercase kebab-case such as 'column-chart' (a-z, 0-9, single dashes)" });

export const sampleMetaSchema = z
  .object({
    description: z
      .string({ message: "expected a string: one sentence saying what the sample shows" })
      .trim()
      .min(10, { message: "expected at least 10 characters: one sentence saying what the sample shows" })
      .max(200, { message: "expected at most 200 characters: keep it to one sentence" }),
    heading: z
      .string({ message: "expected a string: a descriptive title shown above the sample" })
      .trim()
      .min(1, { message: "expected a non-empty heading, or leave the field out" })
      .max(80, { message: "expected at most 80 characters" })
      .optional(),
    showInNav: z.boolean({ message: "expected true or false" }).default(true),
    network: z
      .array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, { message: "expected a host name such as 'tile.example.org'" }))
      .default([]),
    nondeterministic: z
      .string({ message: "expected a string: why two renders of the sample differ (a clock, live data)" })
      .trim()
      .min(10, { message: "expected a reason of at least 10 characters: what makes two renders of the sample differ" })
      .optional(),
    tags: z
      .array(z.string().max(30).regex(/^[a-z0-9]+([ -][a-z0-9]+)*$/, { message: "expected a short lowercase word or phrase such as 'tick marks'" }))
      .default([]),
  })
  .strict();

export type SampleMeta = z.infer<typeof sampleMetaSchema>;

const metaJsonOriginSchema = z
  .object({
    hosts: z.array(z.string().min(1)).min(1),
    url: z.string().min(1),
  })
  .strict();

const groupSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    components: z.record(slugSchema, z.string().min(1).nullable()),
    /** The most a sample of this group may download beyond the shell, in KB of gzip. */
    sizeBudgetKb: z.number().int().positive().optional(),
  })
  .strict();


export const configSchema = z
  .object({
    basePath: z.string().regex(/^\/([a-z0-9-]+\/)*$/, { message: "expected a path that starts and ends with '/', such as '/react-demos/'" }),
    samplesPrefix: z.string().regex(/^\/[a-z0-9-]+$/, { message: "expected a path such as '/samples'" }),
    buildVersion: z.string().regex(/^\d+(\.\d+)*$/, { message: "expected dotted numbers such as '23.2.915'" }),
    libraryVersionFrom: z.string().min(1),
    metaJson: z
      .object({ local: metaJsonOriginSchema, staging: metaJsonOriginSchema, production: metaJsonOriginSchema })
      .strict(),
    comingSoonUrl: z.url({ message: "expected an absolute URL" }),
    theme: z.object({ name: z.enum(THEME_NAMES), variant: z.enum(THEME_VARIANTS) }).strict(),
    groups: z.array(groupSchema).min(1),
  })
  .strict();

export type GalleryConfig = z.infer<typeof configSchema>;
