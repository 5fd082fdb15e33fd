import { CUTPOINTS, INTERCEPT } from '@engine/offline/model/coefficients';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { termsOf } from '@engine/offline/model/evaluate';
import {
  offerFeatures,
  situationFactorOf,
  TYPICAL_PREFIX,
  type OfferCoefficients,
} from '@engine/offline/model/offer-model';
import { readPersona, type PersonaReading } from '@engine/offline/model/persona-features';
import { conceptOf, twinOf } from './coupon-scenario';
import type { SurveyRow } from './coupon-survey';
import { fitLogistic, type LogisticFit, type Observation } from './logistic-regression';

/**
 * Fits the offline engine's offer-response coefficients to real answers. Each answer is read exactly as the
 * product reads a user's concept and twin; everything the engine already knows (price against income, claims,
 * specificity, and the threshold between 'maybe' and 'probably would buy') is a fixed offset, so the fit only
 * learns what the offer's structure does for whom.
 */
export const OFFER_FIT_SETTINGS = { l2: 16 } as const;

const ACCEPT_THRESHOLD = CUTPOINTS[2];

export function readingsOf(
  rows: readonly SurveyRow[],
): Array<{ row: SurveyRow; concept: ReturnType<typeof readConcept>; reading: PersonaReading }> {
  const concepts = new Map<string, ReturnType<typeof readConcept>>();
  const readings = new Map<string, PersonaReading>();
  return rows.map((row) => {
    const text = conceptOf(row);
    if (!concepts.has(text)) concepts.set(text, readConcept(text));
    const twin = twinOf(row);
    if (!readings.has(twin.id)) readings.set(twin.id, readPersona(twin));
    return { row, concept: concepts.get(text)!, reading: readings.get(twin.id)! };
  });
}

export function observationsOf(rows: readonly SurveyRow[]): Observation[] {
  return readingsOf(rows).map(({ row, concept, reading }) => ({
    features: offerFeatures(concept.offer, reading),
    offset:
      INTERCEPT -
      ACCEPT_THRESHOLD +
      termsOf(concept, reading, {}).reduce((sum, term) => sum + term.utility, 0),
    outcome: row.accepted ?? 0,
  }));
}

/** Distance features whose effect may never rise with the minutes: farther is never better. */
const NEVER_POSITIVE = ['travelNear', 'travelFar'];

/** Names whose coefficient breaks the distance constraint: `all:` alone, or `all:` plus a venue's own. */
function distanceViolations(coefficients: OfferCoefficients, venues: readonly string[]): string[] {
  return NEVER_POSITIVE.flatMap((key) => {
    const shared = coefficients[`all:${key}`] ?? 0;
    if (shared > 0) return [`all:${key}`];
    return venues
      .filter((venue) => shared + (coefficients[`${venue}:${key}`] ?? 0) > 0)
      .map((venue) => `${venue}:${key}`);
  });
}

/** The average value of every situation feature over the answers: what an offer that leaves a cue unstated gets. */
function typicalSituation(observations: readonly Observation[]): OfferCoefficients {
  const sums = new Map<string, number>();
  for (const { features } of observations)
    for (const f of features)
      if (f.name.startsWith('all:') && situationFactorOf(f.name.slice(4)))
        sums.set(f.name.slice(4), (sums.get(f.name.slice(4)) ?? 0) + f.value);
  return Object.fromEntries(
    [...sums].map(([key, sum]) => [`${TYPICAL_PREFIX}${key}`, sum / Math.max(observations.length, 1)]),
  );
}

/**
 * Fits the offer coefficients under one constraint (farther is never better: a distance feature that would
 * raise acceptance is left out and the rest refitted), then adds the typical value of each situation cue, so
 * that an offer leaving a cue unstated gets the average situation rather than none.
 */
export function fitOfferCoefficients(
  rows: readonly SurveyRow[],
  l2: number = OFFER_FIT_SETTINGS.l2,
): LogisticFit & { coefficients: OfferCoefficients } {
  const labelled = rows.filter((row) => row.accepted !== undefined);
  const observations = observationsOf(labelled);
  const venues = [...new Set(observations.flatMap((o) => o.features.map((f) => f.name.split(':')[0]!)))];
  const excluded = new Set<string>();
  let fit = fitLogistic(observations, { l2 });
  for (let violations = distanceViolations(fit.coefficients, venues); violations.length > 0;) {
    violations.forEach((name) => excluded.add(name));
    const constrained = observations.map((o) => ({
      ...o,
      features: o.features.filter((f) => !excluded.has(f.name)),
    }));
    fit = fitLogistic(constrained, { l2 });
    violations = distanceViolations(fit.coefficients, venues);
  }
  return { ...fit, coefficients: { ...fit.coefficients, ...typicalSituation(observations) } };
}
