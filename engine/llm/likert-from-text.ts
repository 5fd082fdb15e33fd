import type { LikertDistribution } from '@contracts/twin-answers';
import { roundDistribution } from '../offline/model/answer-metrics';
import { LIKERT_TEXT_MAPPING } from '../offline/model/coefficients';
import { escapeRegExp } from '../offline/text-analysis';

/** Anchor phrases per Likert point (index 0 is point 1), in the spirit of semantic-similarity rating (Maier et al. 2025). */
const ANCHORS: readonly string[][] = [
  [
    'definitely not',
    "definitely wouldn't",
    'would never',
    'no way',
    'not at all',
    'not interested',
    'absolutely not',
    'certainly not',
    'not for me',
    'zero interest',
    "wouldn't buy",
  ],
  [
    'probably not',
    "probably wouldn't",
    'unlikely',
    'doubt',
    'not really',
    'not very',
    'hardly',
    'not convinced',
    'little interest',
    'slightly interested',
  ],
  [
    'maybe',
    'might',
    'not sure',
    'unsure',
    'undecided',
    'on the fence',
    'it depends',
    'depends',
    'somewhat',
    'either way',
    'possibly',
    'mixed feelings',
  ],
  [
    'probably',
    'likely',
    'quite interested',
    'would consider',
    'fairly',
    'interested',
    'tempted',
    'keen',
    'appealing',
  ],
  [
    'definitely',
    'certainly',
    'absolutely',
    'very interested',
    'extremely',
    'love',
    "can't wait",
    'would buy',
    'very likely',
    'immediately',
    'sign me up',
  ],
];

// Longest phrases first, so 'definitely not' is read before 'definitely' and 'not interested' before 'interested'.
const PHRASES = ANCHORS.flatMap((phrases, index) => phrases.map((phrase) => ({ phrase, point: index }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** Maps a model's own words about interest or purchase likelihood to a distribution over 1..5. */
export function likertFromText(text: string): LikertDistribution {
  let remaining = ` ${text.toLowerCase().replace(/[\u2018\u2019]/g, "'")} `;
  const matches = ANCHORS.map(() => 0);
  for (const { phrase, point } of PHRASES) {
    const pattern = new RegExp(`(?<![a-z'])${escapeRegExp(phrase)}(?![a-z'])`, 'g');
    const found = remaining.match(pattern)?.length ?? 0;
    if (found === 0) continue;
    matches[point]! += found;
    remaining = remaining.replace(pattern, ' ');
  }
  if (matches.every((count) => count === 0)) return [...LIKERT_TEXT_MAPPING.fallback];
  const weights = matches.map((count) => Math.exp(LIKERT_TEXT_MAPPING.temperature * count));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return roundDistribution(weights.map((w) => w / total));
}
