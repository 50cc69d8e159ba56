import { useState } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import { readEdit } from "../live/edit-storage";
import type { Theme } from "../runtime/theme";

/** "Download": the sample as a project of its own, for the theme selected now, with the user's stored edit when there is one. */
export function DownloadButton({ id, theme, className }: { id: SampleId; theme: Theme; className: string }) {
  const [state, setState] = useState<"idle" | "working" | "failed">("idle");
  const download = async () => {
    setState("working");
    try {
      const { downloadSample } = await import("../runtime/download");
      await downloadSample(id, theme, readEdit(id));
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  return (
    <button
      type="button"
      className={className}
      title="Download the sample as a Vite + React project: npm install && npm run dev"
      aria-busy={state === "working"}
      disabled={state === "working"}
      onClick={() => void download()}
      data-testid="download-sample"
    >
      {state === "failed" ? "Download failed, retry" : "Download"}
    </button>
  );
}
