// A pricing study's answers as a TrustSubject (docs/decisions/036): Gabor-Granger's on a scale, Van Westendorp's named
// prices.
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import { type PriceThresholds } from '@contracts/pricing-study';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import { formatFigure } from '@contracts/trust-report';
import { conceptTextAtPrice } from '../../offline/pricing/purchase-at-price';
import { vanWestendorpPoints } from '../../research-methods/van-westendorp';
import {
  PRICE_READING,
  twinOf,
  weightedMean,
  type NamingSubject,
  type ScaledSubject,
  type TrustAnswer,
  type TrustSubject,
  type TwinAnswer,
} from '../../trust/trust-subject';

/** The ladder's price nearest its centre (the upper of two middle ones): where a Gabor-Granger twin's yes or no is read. */
export const middlePriceIndex = (prices: readonly unknown[]): number => Math.floor(prices.length / 2);

type PriceDetail = { likelihoods: readonly number[] };

/** A price's label in the ranking, as the run page writes it. */
const priceLabel = (price: number, currency: PricingCurrency | null): string =>
  currency ? formatPrice(price, currency) : formatFigure(price, 'money');

/** A pricing study's concept as its twins read it, at the study's headline price: the domain judged is a product at a price. */
const pricedConcept = (record: FeedbackRecordOf<'pricing_study'>, price: number): string =>
  record.currency ? conceptTextAtPrice(record.concept, record.currency, price) : record.concept;

/**
 * A Gabor-Granger pricing study: each twin's likelihood of buying at each price of the ladder, its chance of a yes
 * to each price (the pricing task's questions are a product at one price); the revenue-maximising price as its headline and
 * the ladder ranked by revenue, so `holds` is the chance that price stays the best.
 */
function gaborGrangerSubject(
  record: FeedbackRecordOf<'pricing_study'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<PriceDetail> {
  const prices = record.prices;
  const answers =
    record.method !== 'gabor-granger'
      ? []
      : record.responses.flatMap((item): TrustAnswer<PriceDetail>[] => {
          const points = item.detailed?.likelihoods ?? [];
          if (item.sender !== 'ai' || points.length !== prices.length || prices.length === 0) return [];
          const likelihoods = points.map((p) => p.likelihood);
          return [
            {
              twin: twinOf(item.personaId, personas),
              value: PRICE_READING.point(likelihoods[middlePriceIndex(prices)]!),
              questions: likelihoods,
              detail: { likelihoods },
            },
          ];
        });
  const revenues = (list: readonly TrustAnswer<PriceDetail>[]) =>
    prices.map((price, k) => price * weightedMean(list, (a) => a.detail.likelihoods[k]!));
  const byRevenue = (list: readonly TrustAnswer<PriceDetail>[]) => {
    const revenue = revenues(list);
    // Ties keep the lower price first, as the study's own revenue-maximising price does.
    return prices.map((_, k) => k).sort((a, b) => revenue[b]! - revenue[a]! || a - b);
  };
  return {
    answers,
    scale: PRICE_READING.scale,
    headlines: [
      {
        key: 'revenue-maximising-price',
        label: 'Revenue-maximising price',
        unit: 'money',
        of: (list) => prices[byRevenue(list)[0]!]!,
      },
    ],
    ranking: {
      label: 'Best price on the ladder',
      of: (list) => byRevenue(list).map((k) => priceLabel(prices[k]!, record.currency)),
    },
    comparable: 'purchase',
    concept: answers.length === 0 ? record.concept : pricedConcept(record, prices[byRevenue(answers)[0]!]!),
    ...(record.currency ? { currency: record.currency } : {}),
  };
}

type ThresholdsDetail = { thresholds: PriceThresholds };

/** The four prices each twin names, as the run page's questions call them. */
const THRESHOLD_LABELS: Record<keyof PriceThresholds, string> = {
  tooCheap: 'Too cheap',
  bargain: 'A bargain',
  gettingExpensive: 'Getting expensive',
  tooExpensive: 'Too expensive',
};

/**
 * How far a resampled panel's optimal price point may move and still be the run's: 5%, about the smallest step a
 * price is set in (€9.50 to €9.99, €20 to €21). The point is a continuous figure that never lands exactly on the
 * run's twice.
 */
const OPTIMAL_PRICE_TOLERANCE = 0.05;

/**
 * A Van Westendorp pricing study: each twin names four prices, none a yes or a no, so the subject names figures
 * (spread is their variation over the twins; positivity does not apply). Headlines are the acceptable range's ends
 * and the optimal price point, each recomputed as the study computes them; the ranking's `holds` is the chance a
 * resampled panel's optimal price point stays within 5% of the run's.
 */
function vanWestendorpSubject(
  record: FeedbackRecordOf<'pricing_study'>,
  personas: ReadonlyMap<string, Persona>,
): NamingSubject<ThresholdsDetail> {
  const answers = record.responses.flatMap((item): TwinAnswer<ThresholdsDetail>[] => {
    const thresholds = item.detailed?.thresholds;
    return item.sender === 'ai' && thresholds
      ? [{ twin: twinOf(item.personaId, personas), detail: { thresholds } }]
      : [];
  });
  // The headlines and the ranking of one resampled panel read one computation of its points.
  const computed = new WeakMap<
    readonly TwinAnswer<ThresholdsDetail>[],
    ReturnType<typeof vanWestendorpPoints>
  >();
  const pointsOf = (list: readonly TwinAnswer<ThresholdsDetail>[]) => {
    const known = computed.get(list);
    if (known) return known;
    const points = vanWestendorpPoints({
      answers: list.map((a) => a.detail.thresholds),
      weights: list.map((a) => a.twin.weight),
    });
    computed.set(list, points);
    return points;
  };
  const optimal = answers.length === 0 ? 0 : pointsOf(answers).optimalPrice;
  const kept = `${priceLabel(optimal, record.currency)} ± ${Math.round(OPTIMAL_PRICE_TOLERANCE * 100)}%`;
  return {
    answers,
    scale: null,
    named: (Object.keys(THRESHOLD_LABELS) as (keyof PriceThresholds)[]).map((key) => ({
      label: THRESHOLD_LABELS[key],
      unit: 'money',
      of: (a) => a.detail.thresholds[key],
    })),
    headlines: [
      {
        key: 'acceptable-low',
        label: 'Acceptable from (marginal cheapness)',
        unit: 'money',
        of: (list) => pointsOf(list).acceptableRange.low,
      },
      {
        key: 'acceptable-high',
        label: 'Acceptable up to (marginal expensiveness)',
        unit: 'money',
        of: (list) => pointsOf(list).acceptableRange.high,
      },
      {
        key: 'optimal-price',
        label: 'Optimal price point',
        unit: 'money',
        of: (list) => pointsOf(list).optimalPrice,
      },
    ],
    ranking: {
      label: 'Where the optimal price point lands',
      of: (list) => [
        Math.abs(pointsOf(list).optimalPrice - optimal) <= OPTIMAL_PRICE_TOLERANCE * optimal
          ? kept
          : 'another price',
      ],
    },
    concept: pricedConcept(record, optimal),
    ...(record.currency ? { currency: record.currency } : {}),
  };
}

/** A pricing study's answers, read by its method. */
export function pricingStudySubject(
  record: FeedbackRecordOf<'pricing_study'>,
  personas: ReadonlyMap<string, Persona>,
): TrustSubject<PriceDetail> | TrustSubject<ThresholdsDetail> {
  return record.method === 'van-westendorp'
    ? vanWestendorpSubject(record, personas)
    : gaborGrangerSubject(record, personas);
}
