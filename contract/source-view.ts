/** One file of a sample as the code view shows it: highlighted at build time, plain text for copying. */
export interface SourceFile {
  name: string;
  html: string;
  text: string;
}

/**
 * A `_shared/` file in a sample's code view. Hundreds of samples show the same shared files, so the
 * build writes each once, at `url` (relative to the base path), and the sample's list names it.
 */
export interface SharedSourceRef {
  name: string;
  url: string;
}

/** What sampleSourceUrl(id) holds (contract/urls.ts): the sample's files in tab order. */
export type SourceEntry = SourceFile | SharedSourceRef;
