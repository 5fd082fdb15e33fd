import {
  SENTIMENT_SCORE_RANGES,
  type LikertDistribution,
  type PersonaAnswer,
  type Sentiment,
} from '@contracts/twin-answers';
import { CUTPOINTS, SCORE_INTENT_RANGE, SENTIMENT_THRESHOLDS } from './coefficients';

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** Ordered logit: P(intent <= k) = logistic(cutpoint_k - utility). */
export function orderedLogit(utility: number): LikertDistribution {
  const cumulative = [...CUTPOINTS.map((cut) => logistic(cut - utility)), 1];
  return cumulative.map((p, i) => p - (i === 0 ? 0 : cumulative[i - 1]!));
}

export function expectedValue(distribution: LikertDistribution): number {
  return distribution.reduce((sum, p, i) => sum + p * (i + 1), 0);
}

/** Top-two-box purchase intent: the first point counted as accepting the offer. */
const ACCEPTING_FROM_POINT = 4;

/** P(purchase intent >= 4) of a purchase-intent distribution. */
export const acceptanceOf = (distribution: LikertDistribution): number =>
  distribution.slice(ACCEPTING_FROM_POINT - 1).reduce((sum, p) => sum + p, 0);

/** P(purchase intent >= 4): the probability that this twin takes the offer, for any provider's answer. */
export function acceptanceProbability(answer: PersonaAnswer): number {
  return acceptanceOf(answer.purchaseIntent.distribution);
}

export function sentimentOf(expectedIntent: number): Sentiment {
  if (expectedIntent < SENTIMENT_THRESHOLDS.negativeBelow) return 'negative';
  return expectedIntent >= SENTIMENT_THRESHOLDS.positiveFrom ? 'positive' : 'neutral';
}

/** Places the expected intent inside its sentiment's spec band (positive 75-94, neutral 46-73, negative 25-44). */
export function sentimentScoreOf(expectedIntent: number): number {
  const sentiment = sentimentOf(expectedIntent);
  const [low, high] = SCORE_INTENT_RANGE[sentiment];
  const { min, max } = SENTIMENT_SCORE_RANGES[sentiment];
  const position = Math.min(1, Math.max(0, (expectedIntent - low) / (high - low)));
  return Math.round(min + position * (max - min));
}

export function likertPointOf(expected: number): number {
  return Math.min(5, Math.max(1, Math.round(expected)));
}

/** Rounds to 4 decimals and moves the rounding remainder onto the largest probability so the sum stays 1. */
export function roundDistribution(distribution: readonly number[]): LikertDistribution {
  const rounded = distribution.map((p) => Math.round(p * 10_000) / 10_000);
  const largest = rounded.indexOf(Math.max(...rounded));
  rounded[largest] =
    Math.round((rounded[largest]! + 1 - rounded.reduce((s, p) => s + p, 0)) * 10_000) / 10_000;
  return rounded;
}
