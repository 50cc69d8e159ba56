import type { PanelDefinition } from "../panels/registry";
import type { KeyBinding } from "./use-global-keys";
import { matchesShortcut } from "./shortcut";

/** Alt+Arrow Up and Down: the previous and the next sample in menu order. */
export function sampleStepKeys(go: (step: 1 | -1) => void): KeyBinding[] {
  const step = (key: string, direction: 1 | -1): KeyBinding => ({
    matches: (event) => event.altKey && event.key === key,
    run: () => go(direction),
  });
  return [step("ArrowUp", -1), step("ArrowDown", 1)];
}

/** Each panel's shortcut toggles it. */
export function panelKeys(available: readonly PanelDefinition[], toggle: (panel: PanelDefinition) => void): KeyBinding[] {
  return available.flatMap((panel) => {
    const { shortcut } = panel;
    return shortcut ? [{ matches: (event: KeyboardEvent) => matchesShortcut(event, shortcut), run: () => toggle(panel) }] : [];
  });
}
