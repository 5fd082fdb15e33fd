import {
  LIKERT_POINTS,
  SENTIMENTS,
  type OverallAnalysis,
  type PersonaAnswer,
  type Provenance,
  type SegmentStat,
  type Sentiment,
  type Theme,
} from '../contracts/analysis';
import { AGE_GROUPS, type Persona } from '../contracts/personas';
import { roundDistribution, sentimentOf } from './answer-metrics';
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

const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const round1 = (value: number): number => Math.round(value * 10) / 10;

/** Whole percentages that add up to 100 (largest remainder). */
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

const themeKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

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

function segmentStats(pairs: Array<[segment: string, score: number]>): SegmentStat[] {
  const groups = new Map<string, number[]>();
  for (const [segment, score] of pairs) groups.set(segment, [...(groups.get(segment) ?? []), score]);
  return [...groups.entries()]
    .map(([segment, scores]) => ({ segment, meanScore: round1(mean(scores)), n: scores.length }))
    .sort((a, b) => a.segment.localeCompare(b.segment));
}

/** Combines the twins' answers with a provider's qualitative summary into the run's overall analysis. */
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
  const meanIntent = mean(answers.map((a) => a.purchaseIntent.expected));
  const sentimentCounts = SENTIMENTS.map((s) => answers.filter((a) => a.sentiment === s).length);
  const [positive, neutral, negative] = percentages(sentimentCounts);
  const meanDistribution = LIKERT_POINTS.map((_, i) => mean(answers.map((a) => a.purchaseIntent.distribution[i]!)));
  return {
    aggregateScore: Math.round(mean(answers.map((a) => a.sentimentScore))),
    key_metrics: {
      overall_sentiment: sentimentOf(meanIntent) satisfies Sentiment,
      meanPurchaseIntent: Math.round(meanIntent * 100) / 100,
      meanInterestLevel: Math.round(mean(answers.map((a) => a.interestLevel)) * 100) / 100,
      respondents: answers.length,
    },
    sentimentAnalysis: { distribution: { positive: positive!, neutral: neutral!, negative: negative! } },
    interestDistribution: percentages(LIKERT_POINTS.map((point) => answers.filter((a) => a.interestLevel === point).length)),
    purchaseIntentDistribution: roundDistribution(meanDistribution),
    qualitativeFeedback: { perceivedKeyMessages: summary.perceivedKeyMessages },
    topics: summary.topics,
    concerns: summary.concerns,
    suggestions: summary.suggestions,
    segmentBreakdown: {
      ageGroup: segmentStats(answered.map(({ answer, persona }) => [ageGroupOf(persona.age), answer.sentimentScore])),
      country: segmentStats(answered.map(({ answer, persona }) => [persona.country_code, answer.sentimentScore])),
      income: segmentStats(answered.map(({ answer, persona }) => [persona.segments.income_bracket, answer.sentimentScore])),
    },
    generatedBy,
  };
}
