import type { FailureKind } from "./failure";

/** The steps of a visit, as a failure message names them ("page stopped answering during the a11y check"). */
export type StepName =
  | "navigation"
  | "wait for ready"
  | "settle"
  | "render check"
  | "a11y check"
  | "theme check"
  | "screenshot"
  | "error boundary check";

/** Ends a visit early: why, as the failure it becomes. */
export class StepFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** The reason a run's stop signal is aborted with: the run reached its bound. */
export class RunOver extends Error {
  constructor(readonly boundMs: number) {
    super(`the run reached its bound of ${boundMs} ms`);
  }
}

/**
 * What `work` resolves to, unless `ms` pass first (then `onTimeout` says what that means) or `stop`
 * is aborted (its reason, a StepFailure or a RunOver, is thrown). The work is not cancelled, only no longer
 * awaited: it settles when its page closes, and its rejection is swallowed then.
 */
export async function within<T>(work: Promise<T>, ms: number, onTimeout: () => Promise<StepFailure>, stop?: AbortSignal): Promise<T> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), ms)));
  const stopped = new Promise<"stopped">((resolve) => {
    onAbort = () => resolve("stopped");
    if (stop?.aborted) onAbort();
    else stop?.addEventListener("abort", onAbort, { once: true });
  });
  try {
    const outcome = await Promise.race([work.then((value) => ({ value })), late, stopped]);
    if (outcome === "late") throw await onTimeout();
    if (outcome === "stopped") throw stop!.reason;
    return outcome.value;
  } finally {
    clearTimeout(timer);
    if (onAbort) stop?.removeEventListener("abort", onAbort);
  }
}

/** Settles when `ms` pass or `stop` is aborted, whichever is first; never throws. */
export function pause(ms: number, stop?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, stop?.aborted ? 0 : ms);
    stop?.addEventListener("abort", done, { once: true });
  });
}
