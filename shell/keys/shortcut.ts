type Letter = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" | "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" | "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z";

/**
 * A key combination in the syntax of `aria-keyshortcuts`. Always with Alt, so that it never fires
 * while someone types text; the letter is matched by its key position, so Alt+Shift+C still works
 * where Alt turns C into another character (macOS) or the layout is not Latin.
 */
export type Shortcut = `${"Alt" | "Alt+Shift" | "Control+Alt"}+${Letter}`;

export function matchesShortcut(event: Pick<KeyboardEvent, "code" | "altKey" | "shiftKey" | "ctrlKey" | "metaKey">, shortcut: Shortcut): boolean {
  const parts = shortcut.split("+");
  const letter = parts[parts.length - 1];
  return (
    event.code === `Key${letter}` &&
    event.altKey &&
    event.shiftKey === parts.includes("Shift") &&
    event.ctrlKey === parts.includes("Control") &&
    !event.metaKey
  );
}

/** The shortcut as a tooltip shows it: `Alt+Shift+C`. */
export const shortcutHint = (shortcut: Shortcut | undefined) => (shortcut ? ` (${shortcut})` : "");
