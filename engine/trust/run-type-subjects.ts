// Each run type that has twins' answers, as a TrustSubject (docs/decisions/036). A new type adds its reader here.
import type { FeedbackRecordContent, FeedbackRecordOf } from '../../contracts/feedback-records';
import type { Persona } from '../../contracts/personas';
import type { RecordType } from '../../contracts/feedback';
import { sentimentOf } from '../answer-metrics';
import { ageGroupOf } from '../overall-analysis';
import {
  rankedByShare,
  weightedMean,
  weightedShare,
  type TrustAnswer,
  type TrustSubject,
  type TrustTwin,
} from './trust-subject';

const FIVE_POINTS = { points: 5, topBox: 2 } as const;
const clampPoint = (value: number): number => Math.min(5, Math.max(1, Math.round(value)));

function twinOf(personaId: string, personas: ReadonlyMap<string, Persona>): TrustTwin {
  const persona = personas.get(personaId);
  return persona
    ? {
        id: persona.id,
        weight: persona.weight ?? 1,
        country: persona.country_code,
        ageGroup: ageGroupOf(persona.age),
        income: persona.segments.income_bracket,
      }
    : { id: personaId, weight: 1, country: null, ageGroup: null, income: null };
}

type IntentDetail = { intent: number; sentimentScore: number | null };

/** A concept test's or an ad test's answers: purchase intent on five points, the verdict the run page leads with. */
function intentSubject(
  record: FeedbackRecordOf<'focus-group'> | FeedbackRecordOf<'image-ad'>,
  personas: ReadonlyMap<string, Persona>,
): TrustSubject<IntentDetail> {
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
    scale: FIVE_POINTS,
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
): TrustSubject<BrandDetail> {
  const meanScore = (scores: Record<string, number>) => {
    const values = Object.values(scores);
    return values.reduce((s, v) => s + v, 0) / values.length;
  };
  const answers = record.responses.flatMap((item): TrustAnswer<BrandDetail>[] => {
    const own = item.detailed?.ratings.find((r) => r.isOwn);
    if (!item.detailed || !own) return [];
    const brands = new Map(item.detailed.ratings.map((r) => [r.brand, meanScore(r.scores)]));
    const score = meanScore(own.scores);
    return [
      {
        twin: twinOf(item.personaId, personas),
        value: Math.min(5, Math.max(1, Math.ceil(score / 20))),
        detail: { brands, own: score },
      },
    ];
  });
  const names = [...new Set(answers.flatMap((a) => [...a.detail.brands.keys()]))];
  return {
    answers,
    scale: FIVE_POINTS,
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
): TrustSubject<PitchDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<PitchDetail>[] =>
    item.detailed
      ? [
          {
            twin: twinOf(item.personaId, personas),
            value: item.detailed.decision === 'invest' ? 2 : 1,
            detail: { decision: item.detailed.decision },
          },
        ]
      : [],
  );
  return {
    answers,
    scale: { points: 2, topBox: 1 },
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
