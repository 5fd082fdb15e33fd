import { CUTPOINTS, INTERCEPT } from '../engine/offline/model/coefficients';
import { readConcept } from '../engine/offline/reading/concept-reader';
import { termsOf } from '../engine/offline/model/evaluate';
import { offerFeatures, type OfferCoefficients } from '../engine/offline/model/offer-model';
import { readPersona, type PersonaReading } from '../engine/offline/model/persona-features';
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

export function fitOfferCoefficients(
  rows: readonly SurveyRow[],
  l2: number = OFFER_FIT_SETTINGS.l2,
): LogisticFit & { coefficients: OfferCoefficients } {
  const labelled = rows.filter((row) => row.accepted !== undefined);
  return fitLogistic(observationsOf(labelled), { l2 });
}
