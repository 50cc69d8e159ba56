import type { SampleVerdict } from "./render";
import type { RegistrationOutcome } from "./registration-check";

/** The route a registration finding is filed under in a sample's visit results. */
export const REGISTRATION_ROUTE = "registration";

export const failsRegistration = (outcome: RegistrationOutcome) => outcome.status !== "same" && outcome.status !== "skipped";

/**
 * The render pass's verdicts with the registration check's findings added: a sample that fails the
 * check fails, whatever its visits said, and its finding is one more result of kind "registration".
 */
export function withRegistration(verdicts: readonly SampleVerdict[], outcomes: readonly RegistrationOutcome[]): SampleVerdict[] {
  const bySample = new Map(outcomes.filter(failsRegistration).map((outcome) => [outcome.sample, outcome]));
  return verdicts.map((verdict) => {
    const outcome = bySample.get(verdict.sample);
    if (!outcome) return verdict;
    const result = {
      sample: verdict.sample,
      route: REGISTRATION_ROUTE,
      failures: [{ kind: "registration" as const, detail: `${outcome.status}: ${outcome.detail}` }],
      ms: outcome.ms,
    };
    return { sample: verdict.sample, status: "failed", results: [...verdict.results, result] };
  });
}
