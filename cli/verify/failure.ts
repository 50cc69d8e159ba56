/** What a visit can find wrong with a sample; every kind is named in the report. */
export type FailureKind =
  | "http-status"
  | "outside-request"
  | "page-error"
  | "console-error"
  | "console-warning"
  | "error-boundary"
  | "fallback-page"
  | "timeout"
  | "empty-render"
  | "after-ready"
  | "a11y"
  | "render-loop"
  | "error-flood"
  | "unresponsive"
  | "not-checked"
  | "overlap"
  | "contrast"
  | "runner-error"
  | "registration";

export interface Failure {
  kind: FailureKind;
  /** What failed, with positions in built chunks mapped back to the sources. */
  detail: string;
  /** The detail as the browser gave it, when mapping changed it. */
  raw?: string;
}
