import type { ExportedProject } from "./export-project";
import { projectPath, retargetRelativeImports, SCRIPT } from "./project-paths";

/**
 * A sample's exported project with the user's edits in place of the original files, imports
 * rewritten as the export does, and a README that says where the code came from. `sources` are
 * every file of the sample the editor shows and `edits` the changed ones, by path under samples/.
 */
export function editedProject(project: ExportedProject, sampleId: string, sources: readonly string[], edits: Readonly<Record<string, string>>): ExportedProject {
  const sampleDir = `samples/${sampleId}`;
  const moved = new Map(sources.map((file) => [`samples/${file}`, projectPath(sampleDir, `samples/${file}`)]));
  const files = { ...project.files };
  for (const [file, text] of Object.entries(edits)) {
    const from = `samples/${file}`;
    const to = moved.get(from);
    if (!to) throw new Error(`${file} is not a file of the ${sampleId} sample`);
    files[to] = SCRIPT.test(from) ? retargetRelativeImports(text, from, to, moved) : text;
  }
  const changed = Object.keys(edits)
    .map((file) => `\`${moved.get(`samples/${file}`)}\``)
    .sort();
  files["README.md"] = `${project.files["README.md"] ?? `# ${project.name}\n`}
## Edited in the gallery

This project was edited in the gallery from its \`${sampleId}\` sample. Changed: ${changed.join(", ")}.
`;
  return { ...project, files };
}
