/** A project folder structure shared by the tree samples. */
export interface Node {
  name: string;
  kind: "folder" | "file";
  children?: Node[];
}

const file = (name: string): Node => ({ name, kind: "file" });
const folder = (name: string, children: Node[]): Node => ({ name, kind: "folder", children });

export const folders: Node[] = [
  folder("Documents", [
    folder("Invoices", [file("invoice-2026-01.pdf"), file("invoice-2026-02.pdf"), file("invoice-2026-03.pdf")]),
    folder("Contracts", [file("lease.docx"), file("supplier-agreement.pdf")]),
    file("budget.xlsx"),
  ]),
  folder("Pictures", [folder("Holidays", [file("beach.jpg"), file("mountains.jpg")]), file("profile.png")]),
  folder("Music", [folder("Jazz", [file("blue-in-green.mp3"), file("so-what.mp3")]), folder("Classical", [file("gymnopedie.mp3")])]),
  folder("Projects", [
    folder("gallery", [folder("src", [file("main.tsx"), file("app.tsx")]), file("package.json"), file("README.md")]),
    folder("notes", [file("ideas.md")]),
  ]),
];

export function iconOf(node: Node, expanded = false): string {
  if (node.kind === "folder") return expanded ? "folder_open" : "folder";
  if (/\.(jpg|png)$/.test(node.name)) return "image";
  if (/\.mp3$/.test(node.name)) return "music_note";
  if (/\.(tsx|json)$/.test(node.name)) return "code";
  return "description";
}
