import { useEffect, useState } from "react";
import type { SampleId } from "../../generated/manifest.gen";
import type { EditedFiles } from "../live/edit-storage";
import type { LiveFile } from "../live/live-files";
import { decodeShare } from "../live/share-link";
import { loadManifests } from "./manifests";
import { componentsOf, sharedSettings } from "./shared-controls";

export type SharedLink =
  /** No link, or it was taken. */
  | { state: "none" }
  /** The link's files wait for the manifests that tell whether they hold settings only. */
  | { state: "checking" }
  /** The link runs only when the user asks (`take`), for the reason given. */
  | { state: "asks"; reason: string; take: () => void };

/**
 * A Share link opened in the Controls. Settings the panel could have made itself (see
 * `sharedSettings`) are applied at once, so the link brings its recipient to the state it was
 * shared in; code, or settings that would replace the recipient's own edit of the sample, wait for
 * a click, as in the Edit panel. `apply` receives the files and, when taken at once, the settings.
 * A link that cannot be read is `invalid`'s message.
 */
export function useSharedLink(
  id: SampleId,
  originals: readonly LiveFile[],
  ownEdit: EditedFiles | undefined,
  apply: (files: EditedFiles, settings?: string[]) => void,
): { link: SharedLink; invalid: string | undefined } {
  const [shared] = useState(() => decodeShare(window.location.hash, id));
  const [link, setLink] = useState<SharedLink>(shared.state === "ok" ? { state: "checking" } : { state: "none" });

  useEffect(() => {
    if (shared.state !== "ok") return;
    let current = true;
    const take = (settings?: string[]) => {
      setLink({ state: "none" });
      // The edit is stored once applied; the link's hash would offer it again on reload.
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
      apply(shared.files, settings);
    };
    void loadManifests(componentsOf(shared.files)).then((manifests) => {
      if (!current) return;
      const settings = sharedSettings(originals, shared.files, manifests);
      const replacesOwn = ownEdit !== undefined && Object.keys(ownEdit).length > 0 && JSON.stringify(ownEdit) !== JSON.stringify(shared.files);
      if (settings && !replacesOwn) return take(settings);
      const reason = settings
        ? "This link carries settings that replace your own edit of this sample; the original sample is shown until you run them."
        : "This link carries edited code; the original sample is shown until you run it.";
      setLink({ state: "asks", reason, take: () => take() });
    });
    return () => {
      current = false;
    };
  }, []);

  return { link, invalid: shared.state === "invalid" ? shared.message : undefined };
}
