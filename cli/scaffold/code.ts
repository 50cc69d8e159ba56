/** The parts of a template's index.tsx; `renderIndex` assembles them around the page box every sample uses. */
export interface SampleCode {
  /** The Ignite UI component the sample shows, such as `IgrRadialGauge`. */
  component: string;
  /** Whole import lines. */
  imports: string[];
  /** Module top level: registrations, then the sample's data. */
  setup?: string;
  /** Lines at the start of the component's body (hooks). */
  hooks?: string;
  /** JSX inside the page box, indented by six spaces. */
  body: string;
}

export interface TemplateContext {
  /** The component's display name, from the config or its slug in title case. */
  componentTitle: string;
  /** The default-exported function's name, such as `RadialGaugeOverviewSample`. */
  functionName: string;
}

/** `radial-gauge` + `overview` → `RadialGaugeOverviewSample`; a leading digit gets a prefix. */
export function sampleFunctionName(component: string, sample: string): string {
  const pascal = `${component}-${sample}`
    .split("-")
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join("");
  return `${/^[0-9]/.test(pascal) ? "Sample" : ""}${pascal}Sample`;
}

/** A box that fills the shell's content area; the component gets the remaining height. */
const PAGE_STYLE = `{ display: "flex", flexDirection: "column", height: "100%", gap: 12, padding: 16, boxSizing: "border-box" }`;

export function renderIndex(code: SampleCode, functionName: string): string {
  const parts = [code.imports.join("\n")];
  if (code.setup) parts.push(code.setup.trim());
  const hooks = code.hooks ? `${code.hooks.trim().replace(/^/gm, "  ")}\n\n` : "";
  parts.push(
    `export default function ${functionName}() {\n${hooks}  return (\n    <div style={${PAGE_STYLE}}>\n${code.body.replace(/\n+$/, "")}\n    </div>\n  );\n}`,
  );
  return parts.join("\n\n") + "\n";
}

/** JSX that gives a canvas component the rest of the page: it sizes itself to 100% of this box. */
export function fill(jsx: string): string {
  return `      <div style={{ flex: 1, minHeight: 300 }}>\n${jsx.replace(/\n+$/, "").replace(/^/gm, "        ")}\n      </div>`;
}

/** `record[key]` for the record's own keys only: a slug such as `constructor` must not find Object's. */
export function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
