import { describe, expect, it } from 'vitest';
import { expectedValue } from '../offline/model/answer-metrics';
import { semanticSimilarityRating } from './semantic-similarity-rating';

// Five anchors at 0°, 30°, 60°, 90° and 120° in a plane: similarities to an answer along an anchor are easy to compute.
const angle = (degrees: number): number[] => [
  Math.cos((degrees * Math.PI) / 180),
  Math.sin((degrees * Math.PI) / 180),
];
const ANCHORS = [0, 30, 60, 90, 120].map(angle);

describe('semanticSimilarityRating', () => {
  it('subtracts the lowest similarity and normalises (Maier et al. 2025)', () => {
    // Along anchor 5: similarities cos(120°), cos(90°), cos(60°), cos(30°), 1 = -0.5, 0, 0.5, 0.866, 1.
    const distribution = semanticSimilarityRating(angle(120), [ANCHORS]);
    const raw = [0, 0.5, 1, 0.5 + Math.sqrt(3) / 2, 1.5];
    const total = raw.reduce((s, x) => s + x, 0);
    raw.forEach((x, i) => expect(distribution[i]).toBeCloseTo(x / total, 3));
    expect(distribution[0]).toBe(0);
  });

  it('puts the mass on the anchors the answer resembles', () => {
    const top = semanticSimilarityRating(angle(120), [ANCHORS]);
    const bottom = semanticSimilarityRating(angle(0), [ANCHORS]);
    expect(top[3]! + top[4]!).toBeGreaterThan(0.6);
    expect(bottom[0]! + bottom[1]!).toBeGreaterThan(0.6);
    expect(expectedValue(top)).toBeGreaterThan(expectedValue(bottom));
  });

  it('sharpens with a temperature below 1 and flattens above it', () => {
    const answer = angle(100);
    const peak = (temperature: number) =>
      Math.max(...semanticSimilarityRating(answer, [ANCHORS], temperature));
    expect(peak(0.5)).toBeGreaterThan(peak(1));
    expect(peak(1)).toBeGreaterThan(peak(2));
  });

  it('averages the distributions of several anchor sets', () => {
    const answer = angle(45);
    const one = semanticSimilarityRating(answer, [ANCHORS]);
    const shifted = [10, 40, 70, 100, 130].map(angle);
    const other = semanticSimilarityRating(answer, [shifted]);
    const both = semanticSimilarityRating(answer, [ANCHORS, shifted]);
    both.forEach((p, i) => expect(p).toBeCloseTo((one[i]! + other[i]!) / 2, 3));
    expect(both.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
  });

  it('is uniform when the answer is equally similar to every anchor', () => {
    expect(semanticSimilarityRating([0, 0, 1], [ANCHORS.map(([x, y]) => [x!, y!, 0])])).toEqual([
      0.2, 0.2, 0.2, 0.2, 0.2,
    ]);
  });

  it('rejects an anchor set without five statements and a temperature that is not positive', () => {
    expect(() => semanticSimilarityRating([1, 0], [ANCHORS.slice(0, 4)])).toThrow(/5 statements/);
    expect(() => semanticSimilarityRating([1, 0], [ANCHORS], 0)).toThrow(/temperature/);
  });
});
