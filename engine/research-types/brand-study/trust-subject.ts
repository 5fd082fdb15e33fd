// A Brand 360 study's answers as a TrustSubject (docs/decisions/036).
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import type { BrandRating } from '@contracts/brand-study';
import {
  twinOf,
  weightedMean,
  type ScaledSubject,
  type TrustAnswer,
  type TrustReading,
} from '../../trust/trust-subject';

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

type BrandDetail = { brands: ReadonlyMap<string, number>; own: number };

/** A perception study: each twin's mean rating of the brand, 0..100 read in fifths; the brands ranked by mean rating. */
export function brandSubject(
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
