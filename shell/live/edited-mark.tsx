import { useEdited } from "./live-store";

/** "Edited" beside a sample that has an edit stored in this browser (the toolbar, the menu). */
export function EditedMark({ id, className }: { id: string; className: string }) {
  if (!useEdited(id)) return null;
  return (
    <span className={className} title="Your edit of this sample is kept in this browser until you Reset it" data-testid="edited-mark">
      Edited
    </span>
  );
}
