import { useEffect, useState } from "react";
import type { SourceEntry, SourceFile } from "../../contract/source-view";
import { sampleSourceUrl } from "../../contract/urls";
import type { SampleId } from "../../generated/manifest.gen";
import { assetUrl } from "../runtime/base";
import type { Theme } from "../runtime/theme";
import { DownloadButton } from "./download-button";
import "./code-view.css";


type Loaded = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; files: SourceFile[] };

/** The sample's own files and the shared ones it imports, highlighted by the build; fetched only when the view opens. */
export function CodeView({ id, theme }: { id: SampleId; theme: Theme }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  const [tab, setTab] = useState(0);
  const [copied, setCopied] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: "loading" });
    setTab(0);
    const load = async <T,>(url: string) => {
      const response = await fetch(assetUrl(url), { signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as T;
    };
    load<SourceEntry[]>(sampleSourceUrl(id))
      .then((entries) => Promise.all(entries.map((entry) => ("url" in entry ? load<SourceFile>(entry.url) : entry))))
      .then((files) => setLoaded({ state: "ready", files }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setLoaded({ state: "error", message: error.message });
      });
    return () => controller.abort();
  }, [id]);

  if (loaded.state === "loading") return <section className="code-view" aria-label="Sample code" aria-busy="true" />;
  if (loaded.state === "error") {
    return (
      <section className="code-view" aria-label="Sample code">
        <p className="code-view__error">The code of this sample could not be loaded ({loaded.message}).</p>
      </section>
    );
  }
  const file = loaded.files[tab] ?? loaded.files[0];
  const copy = async (f: SourceFile) => {
    await navigator.clipboard.writeText(f.text);
    setCopied(f.name);
  };
  return (
    <section className="code-view" aria-label="Sample code">
      <div className="code-view__bar">
        <div className="code-view__tabs" role="tablist" aria-label="Files">
          {loaded.files.map((f, i) => (
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
        <DownloadButton id={id} theme={theme} className="code-view__download" />
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
