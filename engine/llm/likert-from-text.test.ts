import { describe, expect, it } from 'vitest';
import { expectedValue } from '../offline/model/answer-metrics';
import { likertFromText } from './likert-from-text';

const peak = (text: string): number => {
  const distribution = likertFromText(text);
  return distribution.indexOf(Math.max(...distribution)) + 1;
};

describe('likertFromText', () => {
  it.each([
    ["I definitely wouldn't buy this, not for me.", 1],
    ['I probably would not, the price puts me off. Probably not.', 2],
    ["I'm on the fence; it depends on the reviews.", 3],
    ['I would probably buy it, I am quite interested.', 4],
    ['I would definitely buy it, I love it!', 5],
  ])('reads "%s" as %i', (text, point) => {
    expect(peak(text)).toBe(point);
  });

  it('reads negations before the words they negate', () => {
    expect(expectedValue(likertFromText('Definitely not.'))).toBeLessThan(2);
    expect(expectedValue(likertFromText('Not interested.'))).toBeLessThan(2);
  });

  it('falls back to a centred distribution without any anchor', () => {
    const distribution = likertFromText('The colour is blue.');
    expect(expectedValue(distribution)).toBeCloseTo(3);
    expect(distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
  });
});
