import { ChoiceControl } from "./controls";

/** For the editing-lifecycle samples: the editing events in the order a timeline shows them, and how to describe one. */

export type EditMode = "cell" | "row";
export type EditPhase = "enter" | "change" | "done" | "exit";

/** The phase of each editing event, which gives its line in the timeline a color. */
export const editPhases: Record<string, EditPhase> = {
  rowEditEnter: "enter",
  cellEditEnter: "enter",
  cellEdit: "change",
  rowEdit: "change",
  cellEditDone: "done",
  rowEditDone: "done",
  cellEditExit: "exit",
  rowEditExit: "exit",
};

/** What the timeline needs from the events' details. */
export interface EditDetail {
  column?: { field: string };
  rowKey?: unknown;
  newValue?: unknown;
  oldValue?: unknown;
}

/** "row 3" for a row event; the column, and the new value when it changed, for a cell event. */
export function describeEdit(event: string, d: EditDetail): string {
  return event.startsWith("row")
    ? `row ${String(d.rowKey)}`
    : `${d.column?.field ?? ""}${d.newValue !== undefined && d.newValue !== d.oldValue ? ` → ${String(d.newValue)}` : ""}`;
}

/** Editing a cell at a time or a whole row: the events differ, so a change starts a new timeline. */
export function EditModeChoice({ value, onChange }: { value: EditMode; onChange: (mode: EditMode) => void }) {
  return (
    <ChoiceControl
      label="Edit by"
      value={value}
      onChange={onChange}
      options={[
        { value: "cell", text: "Cell" },
        { value: "row", text: "Row" },
      ]}
    />
  );
}
