import { z } from "zod";

/**
 * What the Controls panel knows of one Ignite UI React component, read from the packages'
 * declaration files at build time (`gallery controls`) and fetched by the panel when it opens.
 * `kind` picks the input; "code" lists the property with its type and leaves it to the editor.
 */
export const propertyKindSchema = z.enum(["boolean", "number", "enum", "brush", "string", "code"]);

export const propertySchema = z.object({
  name: z.string().min(1),
  kind: propertyKindSchema,
  /** The declared type as TypeScript prints it (undefined and null left out). */
  type: z.string(),
  /** The members of a string union or an enum, as the attribute takes them (an enum's member names). */
  members: z.array(z.string()).optional(),
  /** The first sentence of its JSDoc. */
  summary: z.string().optional(),
  /** A number's range, where its JSDoc gives one ("a value between 0 and 1"): the panel adds a slider. */
  range: z.object({ min: z.number(), max: z.number() }).optional(),
  /** Its `@default`, as written there. */
  default: z.string().optional(),
  /** The class or interface that declares it: the panel groups the properties by it. */
  declaredBy: z.string(),
});

export const componentManifestSchema = z.object({
  component: z.string().regex(/^Igr\w+$/),
  package: z.string(),
  properties: z.array(propertySchema),
});

export type PropertyKind = z.infer<typeof propertyKindSchema>;
export type ControlProperty = z.infer<typeof propertySchema>;
export type ComponentManifest = z.infer<typeof componentManifestSchema>;

/** Where `gallery controls` writes a component's manifest, under the project's root. */
export const controlsManifestPath = (component: string) => `generated/controls/${component}.json`;
