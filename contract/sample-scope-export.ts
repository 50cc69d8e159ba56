/**
 * The export a sample's chunk adds for the Edit panel's runner (contract/sample-scope.ts), in a module
 * of its own: the first page reads it, and must not carry the code that computes it.
 */

/** The name of the object a sample's chunk exports: package specifier → the used exports, by name. */
export const SAMPLE_SCOPE_EXPORT = "__galleryScope";

export type SampleScope = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
