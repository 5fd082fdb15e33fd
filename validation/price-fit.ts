import type { Persona } from '@contracts/personas';
import { CUTPOINTS, INTERCEPT } from '@engine/offline/model/coefficients';
import { termsOf } from '@engine/offline/model/evaluate';
import { readPersona } from '@engine/offline/model/persona-features';
import { priceResponseFeatures, type PriceResponseCoefficients } from '@engine/offline/model/price-response';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { fitLogistic, type LogisticFit, type Observation } from './logistic-regression';
import { pricingConceptOf, pricingTwinOf, type PricingRow } from './pricing-scenario';

/**
 * Fits the price response (engine/offline/model/price-response.ts) to real purchase decisions at randomised prices.
 * Each answer is read exactly as the product reads a user's concept and twin; the reference price comes from the
 * engine's category knowledge, and everything else the engine knows (the category's relevance to the twin, claims,
 * specificity, the threshold between 'maybe' and 'probably would buy') is a fixed offset, so the fit learns only
 * the shape of the response around the reference and its demographic gradients. The slope and the shift are
 * barely penalised; the gradients are shrunk towards zero.
 */
export const PRICE_FIT_SETTINGS = { l2: 8, unpenalised: ['shift', 'ratio'] } as const;

export interface PriceDecision {
  concept: string;
  persona: Persona;
  accepted: 0 | 1;
}

const ACCEPT_THRESHOLD = CUTPOINTS[2];

/** Decisions whose product the engine cannot place (no reference price) say nothing about the response. */
export function priceObservationsOf(decisions: readonly PriceDecision[]): Observation[] {
  return decisions.flatMap(({ concept, persona, accepted }) => {
    const reading = readConcept(concept);
    const ratio = reading.reference?.priceRatio;
    if (ratio === undefined) return [];
    const twin = readPersona(persona);
    const others = termsOf(reading, twin, undefined, {}).reduce((sum, term) => sum + term.utility, 0);
    return [
      {
        features: priceResponseFeatures(ratio, twin),
        offset: INTERCEPT - ACCEPT_THRESHOLD + others,
        outcome: accepted,
      },
    ];
  });
}

export function fitPriceResponse(
  decisions: readonly PriceDecision[],
  l2: number = PRICE_FIT_SETTINGS.l2,
): LogisticFit & { coefficients: PriceResponseCoefficients; placed: number } {
  const observations = priceObservationsOf(decisions);
  if (observations.length === 0)
    throw new Error('None of the products could be placed in a category with a reference price');
  const fit = fitLogistic(observations, { l2, unpenalised: new Set(PRICE_FIT_SETTINGS.unpenalised) });
  return { ...fit, placed: observations.length };
}

/** The pricing task's labelled rows as decisions: the product at its price in a shop, asked of the row's twin. */
export const pricingDecisionsOf = (rows: readonly PricingRow[]): PriceDecision[] =>
  rows.flatMap((row) =>
    row.accepted === undefined
      ? []
      : [{ concept: pricingConceptOf(row), persona: pricingTwinOf(row), accepted: row.accepted }],
  );
