import {
  LIKERT_POINTS,
  SENTIMENTS,
  type OverallAnalysis,
  type PersonaAnswer,
  type Provenance,
  type SegmentStat,
  type Sentiment,
  type Theme,
} from '@contracts/twin-answers';
import { AGE_GROUPS, type Persona } from '@contracts/personas';
import { roundDistribution, sentimentOf } from './offline/model/answer-metrics';
import { EngineError } from './errors';

/** The qualitative half of an overall analysis; each provider writes its own. */
export interface QualitativeSummary {
  perceivedKeyMessages: string[];
  topics: string[];
  concerns: Theme[];
  suggestions: Theme[];
}

const THEME_LIMIT = 8;

export function ageGroupOf(age: number): string {
  return (
    AGE_GROUPS.find((group) => {
      const [low, high] = group.split('-').map((part) => Number.parseInt(part, 10));
      return age >= low! && (high === undefined || Number.isNaN(high) || age <= high);
    }) ?? 'under 18'
  );
}

const sum = (values: number[]): number => values.reduce((total, v) => total + v, 0);
/** The mean of values counted by their twins' survey weights (db/seed/twin-weights.ts). */
const weightedMean = (values: number[], weights: number[]): number =>
  sum(values.map((v, i) => v * weights[i]!)) / sum(weights);
const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Whole percentages that add up to 100 (largest remainder); the counts may be sums of weights. */
export function percentages(counts: number[]): number[] {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total === 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 100) / total);
  const floored = exact.map(Math.floor);
  const order = exact.map((value, i) => [value - Math.floor(value), i] as const).sort((a, b) => b[0] - a[0]);
  const shortfall = 100 - floored.reduce((s, v) => s + v, 0);
  for (let k = 0; k < shortfall; k += 1) floored[order[k]![1]]! += 1;
  return floored;
}

const themeKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Counts the same theme raised by several twins (case- and punctuation-insensitive), most frequent first. */
export function countThemes(lists: string[][], limit = THEME_LIMIT): Theme[] {
  const themes = new Map<string, Theme>();
  for (const list of lists) {
    const seen = new Set<string>();
    for (const text of list) {
      const key = themeKey(text);
      if (seen.has(key)) continue;
      seen.add(key);
      const theme = themes.get(key);
      if (theme) theme.count += 1;
      else themes.set(key, { text, count: 1 });
    }
  }
  return [...themes.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** Weighted mean score per segment; `n` stays the number of twins who answered. */
function segmentStats(rows: Array<[segment: string, score: number, weight: number]>): SegmentStat[] {
  const groups = new Map<string, { scores: number[]; weights: number[] }>();
  for (const [segment, score, weight] of rows) {
    const group = groups.get(segment) ?? { scores: [], weights: [] };
    group.scores.push(score);
    group.weights.push(weight);
    groups.set(segment, group);
  }
  return [...groups.entries()]
    .map(([segment, { scores, weights }]) => ({
      segment,
      meanScore: round1(weightedMean(scores, weights)),
      n: scores.length,
    }))
    .sort((a, b) => a.segment.localeCompare(b.segment));
}

/**
 * Combines the twins' answers with a provider's qualitative summary into the run's overall analysis. Every share and
 * mean counts each answer by its twin's survey weight, so over-sampled cities do not tilt them; counts of twins
 * (respondents, segment n, how many raised a theme) stay counts.
 */
export function buildOverallAnalysis(
  personas: Persona[],
  answers: PersonaAnswer[],
  summary: QualitativeSummary,
  generatedBy: Provenance,
): OverallAnalysis {
  if (answers.length === 0) throw new EngineError('An overall analysis needs at least one answer');
  const personaById = new Map(personas.map((persona) => [persona.id, persona]));
  const answered = answers.flatMap((answer) => {
    const persona = personaById.get(answer.personaId);
    return persona ? [{ answer, persona }] : [];
  });
  const weights = answers.map((answer) => personaById.get(answer.personaId)?.weight ?? 1);
  const mean = (values: number[]) => weightedMean(values, weights);
  const share = (keep: (answer: PersonaAnswer) => boolean) =>
    sum(answers.map((answer, i) => (keep(answer) ? weights[i]! : 0)));
  const meanIntent = mean(answers.map((a) => a.purchaseIntent.expected));
  const sentimentCounts = SENTIMENTS.map((s) => share((a) => a.sentiment === s));
  const [positive, neutral, negative] = percentages(sentimentCounts);
  const meanDistribution = LIKERT_POINTS.map((_, i) =>
    mean(answers.map((a) => a.purchaseIntent.distribution[i]!)),
  );
  return {
    aggregateScore: Math.round(mean(answers.map((a) => a.sentimentScore))),
    key_metrics: {
      overall_sentiment: sentimentOf(meanIntent) satisfies Sentiment,
      meanPurchaseIntent: Math.round(meanIntent * 100) / 100,
      meanInterestLevel: Math.round(mean(answers.map((a) => a.interestLevel)) * 100) / 100,
      respondents: answers.length,
    },
    sentimentAnalysis: { distribution: { positive: positive!, neutral: neutral!, negative: negative! } },
    interestDistribution: percentages(LIKERT_POINTS.map((point) => share((a) => a.interestLevel === point))),
    purchaseIntentDistribution: roundDistribution(meanDistribution),
    qualitativeFeedback: { perceivedKeyMessages: summary.perceivedKeyMessages },
    topics: summary.topics,
    concerns: summary.concerns,
    suggestions: summary.suggestions,
    segmentBreakdown: {
      ageGroup: segmentStats(
        answered.map(({ answer, persona }) => [
          ageGroupOf(persona.age),
          answer.sentimentScore,
          persona.weight ?? 1,
        ]),
      ),
      country: segmentStats(
        answered.map(({ answer, persona }) => [
          persona.country_code,
          answer.sentimentScore,
          persona.weight ?? 1,
        ]),
      ),
      income: segmentStats(
        answered.map(({ answer, persona }) => [
          persona.segments.income_bracket,
          answer.sentimentScore,
          persona.weight ?? 1,
        ]),
      ),
    },
    generatedBy,
  };
}
