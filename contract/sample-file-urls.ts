/**
 * Where the build writes a sample's files for the browser, relative to the base path. The id is
 * `<group>/<component>/<sample>`, so each file sits in the folders of its group and component.
 */

/** The sample's highlighted files in tab order (see `SourceEntry`). */
export const sampleSourceUrl = (id: string) => `source/${id}.json`;

/** The sample as a project of its own, which the Download button zips (see `ExportedProject`). */
export const sampleExportUrl = (id: string) => `exports/${id}.json`;
