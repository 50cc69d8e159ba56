import { useEffect, useState, type RefObject } from "react";
import type { KnownIssue } from "../../contract/a11y-known";
import { knownInThemes } from "../../contract/themes";
import type { SampleId } from "../../generated/manifest.gen";
import { whenIdle } from "../runtime/idle";
import { useAnnouncedThemeKey } from "../runtime/theme";
import "./a11y-note.css";

/** The list's state of every sample is a chunk of its own, fetched once the page is idle: never on the first paint. */
let loading: Promise<typeof import("../../generated/a11y.gen")> | undefined;
const loadState = () => (loading ??= import("../../generated/a11y.gen"));

/**
 * The sample's accessibility state, from the reviewed list of component-level issues (built with the
 * gallery, not measured in the visitor's browser): it passes axe-core's serious and critical rules, or
 * it has these known issues inside its components, each with why the sample cannot fix it.
 */
export function A11yNote({ id, frame }: { id: SampleId; frame: RefObject<HTMLElement | null> }) {
  const [state, setState] = useState<{ id: SampleId; issues: readonly KnownIssue[] }>();
  const theme = useAnnouncedThemeKey();
  useEffect(() => {
    let cancelled = false;
    const show = () =>
      void loadState().then(({ knownIssues, issuesBySample }) => {
        if (!cancelled) setState({ id, issues: (issuesBySample[id] ?? []).map((index) => knownIssues[index]!) });
      });
    // Once the sample is shown (the frame's mark, not a render of the frame) and the page is idle:
    // the browser is often idle while the sample's own chunks download, and those come first.
    const element = frame.current;
    const ready = () => element?.getAttribute("data-sample-state") === "ready";
    const watch = new MutationObserver(() => {
      if (!ready()) return;
      watch.disconnect();
      whenIdle(show, 2000, 300);
    });
    if (element) watch.observe(element, { attributes: true, attributeFilter: ["data-sample-state"] });
    if (ready()) {
      watch.disconnect();
      whenIdle(show, 2000, 300);
    }
    return () => {
      cancelled = true;
      watch.disconnect();
    };
  }, [id, frame]);
  if (state?.id !== id) return null;
  const issues = state.issues.filter((issue) => knownInThemes(issue, [theme]));
  if (issues.length === 0) {
    return (
      <p className="a11y-note" data-testid="a11y-note" data-a11y-state="passes">
        Accessibility: passes axe-core's serious and critical rules, in the light and dark theme.
      </p>
    );
  }
  const rules = [...new Set(issues.map((issue) => issue.rule))];
  return (
    <details className="a11y-note" data-testid="a11y-note" data-a11y-state="known-issues">
      <summary>
        Accessibility: known issues inside the components ({rules.join(", ")}); the sample's own markup passes.
      </summary>
      <ul>
        {issues.map((issue) => (
          <li key={`${issue.rule} ${issue.component}`}>
            <code>{issue.rule}</code> in <code>{issue.component}</code>: {issue.why}
          </li>
        ))}
      </ul>
    </details>
  );
}
