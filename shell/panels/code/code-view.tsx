import { useState } from "react";
import type { SourceFile } from "../../../contract/source-view";
import type { PanelProps } from "../registry";
import { useSampleSource } from "../use-sample-source";
import "./code-view.css";

/** The sample's own files and the shared ones it imports, highlighted by the build, one tab each. */
export default function CodeView({ sample, actions }: PanelProps) {
  const source = useSampleSource(sample);
  const [tab, setTab] = useState(0);
  const [copied, setCopied] = useState<string>();

  if (source.state === "loading") return <section className="code-view" aria-label="Sample code" aria-busy="true" />;
  if (source.state === "error") {
    return (
      <section className="code-view" aria-label="Sample code">
        <p className="code-view__error">The code of this sample could not be loaded ({source.message}).</p>
      </section>
    );
  }
  const file = source.files[tab] ?? source.files[0];
  const copy = async (f: SourceFile) => {
    await navigator.clipboard.writeText(f.text);
    setCopied(f.name);
  };
  return (
    <section className="code-view" aria-label="Sample code">
      <div className="code-view__bar">
        <div className="code-view__tabs" role="tablist" aria-label="Files">
          {source.files.map((f, i) => (
            <button
              key={f.name}
              type="button"
              role="tab"
              id={`code-tab-${i}`}
              aria-selected={i === tab}
              aria-controls="code-panel"
              className="code-view__tab"
              onClick={() => setTab(i)}
            >
              {f.name}
            </button>
          ))}
        </div>
        <div className="code-view__actions">{actions}</div>
      </div>
      {file && (
        <div className="code-view__panel" role="tabpanel" id="code-panel" aria-labelledby={`code-tab-${tab}`}>
          <button type="button" className="code-view__copy" onClick={() => void copy(file)}>
            {copied === file.name ? "Copied" : `Copy ${file.name}`}
          </button>
          <div className="code-view__code" tabIndex={0} dangerouslySetInnerHTML={{ __html: file.html }} />
        </div>
      )}
    </section>
  );
}
