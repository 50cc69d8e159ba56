import { useState } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import type { Theme } from "../runtime/theme";
import type { EditedFiles } from "./edit-storage";
import { encodeShare } from "./share-link";

interface Props {
  id: SampleId;
  theme: Theme;
  /** The files edited now (read at the click), by path under samples/. */
  changed: () => EditedFiles;
  onNotice: (message: string | undefined) => void;
  /** The panel a Share link opens (the one it was made in), and what to say once it is copied. */
  opens?: { panel: string; copied: string };
}

const OPENS_EDIT = { panel: "edit", copied: "The link is copied: whoever opens it sees your edit and runs it with one click." };

/** Share (a link that carries the edit) and Download (the edited project), for the bar of the Edit and Controls panels. */
export function ShareAndDownload({ id, theme, changed, onNotice, opens = OPENS_EDIT }: Props) {
  const [link, setLink] = useState<string>();
  const [downloading, setDownloading] = useState(false);

  const share = async () => {
    const edit = changed();
    if (Object.keys(edit).length === 0) {
      onNotice("Nothing is edited yet: change the code, then share it.");
      return;
    }
    const encoded = encodeShare(id, edit);
    if ("error" in encoded) {
      onNotice(encoded.error);
      return;
    }
    const search = new URLSearchParams(window.location.search);
    search.set("panel", opens.panel);
    const url = `${window.location.origin}${window.location.pathname}?${search}${encoded.hash}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      onNotice(opens.copied);
    } catch {
      onNotice("Copy the link below: the browser did not allow copying it.");
    }
  };

  const download = async () => {
    setDownloading(true);
    try {
      const { downloadSample } = await import("../runtime/download");
      await downloadSample(id, theme, changed());
    } catch (error) {
      onNotice(`Download failed: ${(error as Error).message}`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <button type="button" className="edit-panel__action" onClick={() => void share()} data-testid="edit-share">
        Share
      </button>
      <button type="button" className="edit-panel__action" disabled={downloading} aria-busy={downloading} onClick={() => void download()} data-testid="edit-download">
        Download
      </button>
      {link && <input className="edit-panel__link" readOnly value={link} aria-label="Share link" onFocus={(event) => event.currentTarget.select()} data-testid="edit-share-link" />}
    </>
  );
}
