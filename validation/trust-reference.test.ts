import { describe, expect, it } from 'vitest';
import { MIN_ANSWERS_PER_QUESTION, peopleReferenceOf, quantile, type YesNoAnswer } from './trust-reference';

const answers = (question: string, yes: number, no: number): YesNoAnswer[] => [
  ...Array.from({ length: yes }, () => ({ question, accepted: 1 as const })),
  ...Array.from({ length: no }, () => ({ question, accepted: 0 as const })),
];

describe('real people’s reference figures', () => {
  it('counts yes shares and the chance two people asked the same question disagree, per question', () => {
    const reference = peopleReferenceOf(
      [...answers('unanimous', 10, 0), ...answers('split', 5, 5), ...answers('too few', 1, 1)],
      'test data',
    );
    expect(reference).toEqual({
      source: 'test data',
      questions: 2,
      answers: 20,
      yesShare: 0.75,
      questionYesShare: { p10: 0.55, median: 0.75, p90: 0.95 },
      // Unanimous: 0; split 5/5: 2·5·5 / (10·9) = 0.556; the mean of the two.
      disagreement: 0.278,
      // Per band of yes share: the split question is at 50%, the unanimous one at 100% (the last band holds it).
      byYesShare: [
        { from: 0.5, to: 0.6, questions: 1, disagreement: 0.556 },
        { from: 0.9, to: 1, questions: 1, disagreement: 0 },
      ],
    });
  });

  it('refuses data without a question answered often enough', () => {
    expect(() => peopleReferenceOf(answers('q', 1, MIN_ANSWERS_PER_QUESTION - 2), 'thin')).toThrow(/thin/);
  });

  it('interpolates quantiles between ranks', () => {
    expect(quantile([0, 1], 0.25)).toBe(0.25);
    expect(quantile([3], 0.9)).toBe(3);
  });
});
