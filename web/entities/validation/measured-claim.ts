import type { ValidationReport } from '@contracts/validation';

/** The accuracy the product aims for (spec: "85% accuracy"): a target, stated beside what has been measured. */
export const ACCURACY_TARGET_PERCENT = 85;

/**
 * The measured figure and its scope in one sentence, from the latest validation report: on respondents the engine
 * was not fitted on, how often the twins give a person's answer, relative to how often people repeat their own
 * answer (the ceiling for any model). Null when the report holds no pricing measurement.
 */
export function measuredClaim(report: ValidationReport): string | null {
  const heldOut = report.pricing?.splits[0];
  const engine = heldOut?.methods[0];
  if (!report.pricing || !engine || report.pricing.retestAgreement <= 0) return null;
  const relative = Math.round((engine.accuracy / report.pricing.retestAgreement) * 100);
  return (
    `Measured: on held-out everyday purchases at a price, twins match people ${relative}% as often as people ` +
    'match themselves.'
  );
}
