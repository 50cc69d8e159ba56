// A seeded project folder for the tree grid samples: folders nest files and other folders under
// `files` (childDataKey="files"); a folder's size is the sum of what it holds.
import { seededRandom } from "../../../_shared/random";

export interface FileNode {
  id: number;
  name: string;
  kind: string;
  /** Bytes. */
  size: number;
  modified: Date;
  owner: string;
  files?: FileNode[];
}

type Spec = string | [string, Spec[]];

// The folder layout: a name alone is a file; [name, [...]] is a folder.
const layout: Spec[] = [
  ["Documents", [["Contracts", ["Acme-2025.pdf", "Globex-renewal.pdf", "NDA-template.docx"]], ["Reports", ["Q1-results.xlsx", "Q2-results.xlsx", "Q3-results.xlsx", "Annual-summary.pptx"]], "Handbook.pdf", "Org-chart.vsdx"]],
  ["Photos", [["Offsite 2025", ["IMG_0412.jpg", "IMG_0413.jpg", "IMG_0420.jpg", "team.png"]], ["Product shots", ["camera-front.png", "camera-back.png", "lens.png"]], "logo.svg"]],
  ["Source", [["src", ["index.ts", "app.tsx", "grid.tsx", "styles.css"]], ["tests", ["app.test.ts", "grid.test.ts"]], "package.json", "README.md", "tsconfig.json"]],
  ["Videos", ["launch-teaser.mp4", "onboarding.mov", "webinar-recording.mp4"]],
  "budget-2026.xlsx",
  "notes.txt",
];

const kinds: Record<string, [string, number]> = {
  pdf: ["PDF document", 900_000], docx: ["Word document", 80_000], xlsx: ["Excel workbook", 120_000], pptx: ["PowerPoint deck", 4_000_000],
  vsdx: ["Visio drawing", 300_000], jpg: ["JPEG image", 3_500_000], png: ["PNG image", 1_200_000], svg: ["SVG image", 12_000],
  ts: ["TypeScript", 6_000], tsx: ["TypeScript JSX", 9_000], css: ["Stylesheet", 4_000], json: ["JSON", 1_500], md: ["Markdown", 5_000],
  mp4: ["MP4 video", 180_000_000], mov: ["QuickTime video", 240_000_000], txt: ["Text", 2_000],
};
const owners = ["Anna Berg", "David Costa", "Maya Tanaka", "Noah Quinn"];

function build(specs: Spec[], random: () => number, next: { id: number }): FileNode[] {
  return specs.map((spec) => {
    const id = next.id++;
    if (typeof spec === "string") {
      const [kind, typical] = kinds[spec.split(".").pop() ?? ""] ?? ["File", 10_000];
      return {
        id,
        name: spec,
        kind,
        size: Math.round(typical * (0.3 + random() * 1.4)),
        modified: new Date(2025, Math.floor(random() * 12), 1 + Math.floor(random() * 28), Math.floor(random() * 24), Math.floor(random() * 60)),
        owner: owners[Math.floor(random() * owners.length)]!,
      };
    }
    const files = build(spec[1], random, next);
    return {
      id,
      name: spec[0],
      kind: "Folder",
      size: files.reduce((s, f) => s + f.size, 0),
      modified: new Date(Math.max(...files.map((f) => f.modified.getTime()))),
      owner: owners[Math.floor(random() * owners.length)]!,
      files,
    };
  });
}

export const files: FileNode[] = build(layout, seededRandom(3), { id: 1 });

const units = ["B", "KB", "MB", "GB"];
/** 1536 → "1.5 KB". */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`;
}
