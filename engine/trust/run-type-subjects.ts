// Each run type that has twins' answers, as a TrustSubject (docs/decisions/036). A new type adds its reader here.
import type { FeedbackRecordContent, FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import type { RecordType } from '@contracts/feedback';
import type { BrandRating } from '@contracts/brand-study';
import { variantLabel } from '@contracts/concept-comparison';
import { type PriceThresholds } from '@contracts/pricing-study';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import { formatFigure } from '@contracts/trust-report';
import { sentimentOf } from '../offline/model/answer-metrics';
import { ageGroupOf } from '../overall-analysis';
import { conceptTextAtPrice } from '../offline/pricing/purchase-at-price';
import { vanWestendorpPoints } from '../research-methods/van-westendorp';
import { conceptOf } from '../research-types/feature-study/run-feature-study';
import {
  rankedByShare,
  weightedMean,
  weightedShare,
  type NamingSubject,
  type ScaledSubject,
  type TrustAnswer,
  type TrustSubject,
  type TrustScale,
  type TrustTwin,
  type TwinAnswer,
} from './trust-subject';

const WOULD_BUY: TrustScale = { points: 5, topBox: 2, sides: 'would buy / would not' };
const clampPoint = (value: number): number => Math.min(5, Math.max(1, Math.round(value)));

/**
 * How one answer of a run type reads as a point of its trust scale: the subject reads saved answers so, and a second
 * sample (a few twins asked again on an LLM provider) compares fresh answers so.
 */
export interface TrustReading<Answer> {
  scale: TrustScale;
  point: (answer: Answer) => number;
}

/** A concept test's or an ad test's answer: purchase intent, five points, the top two would buy. */
export const INTENT_READING: TrustReading<{ purchaseIntent: { expected: number } }> = {
  scale: WOULD_BUY,
  point: (answer) => clampPoint(answer.purchaseIntent.expected),
};

const meanScore = (scores: Record<string, number>) => {
  const values = Object.values(scores);
  return values.reduce((s, v) => s + v, 0) / values.length;
};

/** A Brand 360 answer: the twin's mean rating of its own brand, 0..100 read in fifths; above 60 is the top two. */
export const BRAND_READING: TrustReading<{ ratings: readonly Pick<BrandRating, 'isOwn' | 'scores'>[] }> = {
  scale: { points: 5, topBox: 2, sides: 'rating the brand above 60 of 100 / not' },
  point: ({ ratings }) => {
    const own = ratings.find((r) => r.isOwn);
    if (!own) throw new Error('A brand rating names no own brand');
    return Math.min(5, Math.max(1, Math.ceil(meanScore(own.scores) / 20)));
  },
};

/** An angel pitch's answer: invest (the top box) or pass. */
export const PITCH_READING: TrustReading<{ decision: 'invest' | 'pass' }> = {
  scale: { points: 2, topBox: 1, sides: 'invest / pass' },
  point: ({ decision }) => (decision === 'invest' ? 2 : 1),
};

/** The ladder's price nearest its centre (the upper of two middle ones): where a Gabor-Granger twin's yes or no is read. */
export const middlePriceIndex = (prices: readonly unknown[]): number => Math.floor(prices.length / 2);

/** A Gabor-Granger twin's likelihood of buying at a price, read as a yes (the top box) from an even chance. */
export const PRICE_READING: TrustReading<number> = {
  scale: { points: 2, topBox: 1, sides: 'would buy / would not' },
  point: (likelihood) => (likelihood >= 0.5 ? 2 : 1),
};

/** A twin as the trust report reads it: its weight and the segments its panel is read by. */
export const trustTwinOf = (persona: Persona): TrustTwin => ({
  id: persona.id,
  weight: persona.weight ?? 1,
  country: persona.country_code,
  ageGroup: ageGroupOf(persona.age),
  gender: persona.gender || null,
  income: persona.segments.income_bracket,
});

function twinOf(personaId: string, personas: ReadonlyMap<string, Persona>): TrustTwin {
  const persona = personas.get(personaId);
  return persona
    ? trustTwinOf(persona)
    : { id: personaId, weight: 1, country: null, ageGroup: null, gender: null, income: null };
}

type IntentDetail = { intent: number; sentimentScore: number | null };

/** A concept test's or an ad test's answers: purchase intent on five points, the verdict the run page leads with. */
function intentSubject(
  record: FeedbackRecordOf<'focus-group'> | FeedbackRecordOf<'image-ad'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<IntentDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<IntentDetail>[] => {
    const detail = item.detailed;
    const intent = detail.purchaseIntent?.expected ?? detail.interestLevel;
    if (item.sender !== 'ai' || intent === null) return [];
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: clampPoint(intent),
        detail: { intent, sentimentScore: detail.sentimentScore },
      },
    ];
  });
  const meanIntent = (list: readonly TrustAnswer<IntentDetail>[]) =>
    weightedMean(list, (a) => a.detail.intent);
  return {
    answers,
    scale: INTENT_READING.scale,
    headlines: [
      { key: 'mean-intent', label: 'Mean purchase intent (1–5)', unit: 'scale', of: meanIntent },
      {
        key: 'likely-to-buy',
        label: 'Share likely to buy',
        unit: 'share',
        of: (list) => weightedShare(list, (a) => a.value >= 4),
      },
    ],
    ranking: { label: 'Overall reaction', of: (list) => [sentimentOf(meanIntent(list))] },
    comparable: 'purchase',
    concept: record.concept,
  };
}

type BrandDetail = { brands: ReadonlyMap<string, number>; own: number };

/** A perception study: each twin's mean rating of the brand, 0..100 read in fifths; the brands ranked by mean rating. */
function brandSubject(
  record: FeedbackRecordOf<'brand360'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<BrandDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<BrandDetail>[] => {
    const own = item.detailed?.ratings.find((r) => r.isOwn);
    if (!item.detailed || !own) return [];
    const brands = new Map(item.detailed.ratings.map((r) => [r.brand, meanScore(r.scores)]));
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: BRAND_READING.point(item.detailed),
        detail: { brands, own: meanScore(own.scores) },
      },
    ];
  });
  const names = [...new Set(answers.flatMap((a) => [...a.detail.brands.keys()]))];
  return {
    answers,
    scale: BRAND_READING.scale,
    headlines: [
      {
        key: 'brand-score',
        label: 'The brand’s mean rating (0–100)',
        unit: 'score',
        of: (list) => weightedMean(list, (a) => a.detail.own),
      },
    ],
    ranking: {
      label: 'Best-rated brand',
      of: (list) =>
        names
          .map((name) => ({ name, score: weightedMean(list, (a) => a.detail.brands.get(name) ?? 0) }))
          .sort((a, b) => b.score - a.score)
          .map((b) => b.name),
    },
    comparable: null,
    concept: record.concept_details?.description ?? record.concept,
  };
}

type PitchDetail = { decision: 'invest' | 'pass' };

/** An angel pitch: invest (top box) or pass; investors' judgements are in no validation data. */
function pitchSubject(
  record: FeedbackRecordOf<'angel_pitch'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<PitchDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<PitchDetail>[] =>
    item.detailed
      ? [
          {
            twin: twinOf(item.personaId, personas),
            value: PITCH_READING.point(item.detailed),
            detail: { decision: item.detailed.decision },
          },
        ]
      : [],
  );
  return {
    answers,
    scale: PITCH_READING.scale,
    headlines: [
      {
        key: 'invest',
        label: 'Share who would invest',
        unit: 'share',
        of: (list) => weightedShare(list, (a) => a.detail.decision === 'invest'),
      },
    ],
    ranking: {
      label: 'Panel’s decision',
      of: (list) => rankedByShare(list, ['invest', 'pass'], (a) => a.detail.decision),
    },
    comparable: null,
    concept: null,
  };
}

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

type ComparisonDetail = { intents: readonly number[]; preferences: readonly number[] };

/**
 * A concept comparison: each twin's purchase intent per variant on five points (each variant a question, as a
 * concept test's is, its chance of a top-two answer read from the twin's intent distribution), the variants ranked by their weighted preferred share as the run page ranks them, so `holds`
 * is the chance the winner stays the winner; the leader's preferred share and mean intent as headlines.
 */
function comparisonSubject(
  record: FeedbackRecordOf<'concept_comparison'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<ComparisonDetail> {
  const count = record.variants.length;
  const answers = record.responses.flatMap((item): TrustAnswer<ComparisonDetail>[] => {
    const detail = item.detailed;
    if (item.sender !== 'ai' || !detail || detail.intents.length !== count || count === 0) return [];
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: clampPoint(detail.intents[detail.preferred] ?? detail.intents[0]!),
        // The chance of a top-two intent for each variant, from the twin's intent distribution (1..5).
        questions: detail.distributions.map((d) => (d[3] ?? 0) + (d[4] ?? 0)),
        detail: { intents: detail.intents, preferences: detail.preferences },
      },
    ];
  });
  const byPreference = (list: readonly TrustAnswer<ComparisonDetail>[]) => {
    const shares = Array.from({ length: count }, (_, v) =>
      weightedMean(list, (a) => a.detail.preferences[v] ?? 0),
    );
    return shares.map((_, v) => v).sort((a, b) => shares[b]! - shares[a]! || a - b);
  };
  const leader = answers.length === 0 ? 0 : byPreference(answers)[0]!;
  return {
    answers,
    scale: WOULD_BUY,
    headlines: [
      {
        key: 'leader-preferred',
        label: `${variantLabel(leader)}: share who prefer it`,
        unit: 'share',
        of: (list) => weightedMean(list, (a) => a.detail.preferences[leader] ?? 0),
      },
      {
        key: 'leader-intent',
        label: `${variantLabel(leader)}: mean purchase intent (1–5)`,
        unit: 'scale',
        of: (list) => weightedMean(list, (a) => a.detail.intents[leader]!),
      },
    ],
    ranking: { label: 'Preferred variant', of: (list) => byPreference(list).map(variantLabel) },
    comparable: 'purchase',
    concept: record.concept,
  };
}

type FeatureDetail = { chooses: readonly number[] };

/**
 * A feature value study with "none of these": each task asks whether the twin would take one of the products, a yes or
 * no to buying as the validation data's people answered, so each task is a question (its chance of not choosing
 * none); the none share is the headline. Without none every task is a sure yes, so the study has no trust subject's
 * answers. The domain judged is the product with its base levels at the middle price.
 */
function featureStudySubject(
  record: FeedbackRecordOf<'feature_study'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<FeatureDetail> {
  const definition = record.overall_analysis?.definition;
  const answers = !definition?.none
    ? []
    : record.responses.flatMap((item): TrustAnswer<FeatureDetail>[] => {
        const tasks = item.detailed?.tasks ?? [];
        if (item.sender !== 'ai' || tasks.length === 0) return [];
        const chooses = tasks.map((task) => 1 - (task.chances[task.products.length] ?? 0));
        const mean = chooses.reduce((sum, c) => sum + c, 0) / chooses.length;
        return [
          {
            twin: twinOf(item.personaId, personas),
            value: PRICE_READING.point(mean),
            questions: chooses,
            detail: { chooses },
          },
        ];
      });
  const prices = [...(definition?.prices ?? [])].sort((a, b) => a - b);
  return {
    answers,
    scale: PRICE_READING.scale,
    headlines: [
      {
        key: 'none-share',
        label: 'Share of choices for none of these',
        unit: 'share',
        of: (list) =>
          weightedMean(
            list,
            (a) => 1 - a.detail.chooses.reduce((sum, c) => sum + c, 0) / a.detail.chooses.length,
          ),
      },
    ],
    ranking: null,
    comparable: 'purchase',
    concept: definition
      ? conceptOf(
          definition,
          definition.attributes.map(() => 0),
          prices[Math.floor(prices.length / 2)]!,
        )
      : record.concept,
    ...(definition ? { currency: definition.currency } : {}),
  };
}

const readers: Partial<{
  [Type in RecordType]: (
    record: FeedbackRecordOf<Type>,
    personas: ReadonlyMap<string, Persona>,
  ) => TrustSubject<never>;
}> = {
  'focus-group': intentSubject as never,
  'image-ad': intentSubject as never,
  brand360: brandSubject as never,
  angel_pitch: pitchSubject as never,
  pricing_study: ((record: FeedbackRecordOf<'pricing_study'>, personas: ReadonlyMap<string, Persona>) =>
    record.method === 'van-westendorp'
      ? vanWestendorpSubject(record, personas)
      : gaborGrangerSubject(record, personas)) as never,
  concept_comparison: comparisonSubject as never,
  feature_study: featureStudySubject as never,
};

/** Whether records of a type have answers a trust report reads. */
export const hasTrustSubject = (type: RecordType): boolean => readers[type] !== undefined;

/** The record's answers as a trust subject; null for a type without twins' answers or a record with none. */
export function trustSubjectOf(
  record: FeedbackRecordContent,
  personas: readonly Persona[],
): TrustSubject<unknown> | null {
  const read = readers[record.type] as
    | ((record: FeedbackRecordContent, personas: ReadonlyMap<string, Persona>) => TrustSubject<unknown>)
    | undefined;
  if (!read) return null;
  const subject = read(record, new Map(personas.map((p) => [p.id, p])));
  return subject.answers.length === 0 ? null : subject;
}
