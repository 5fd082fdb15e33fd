import { describe, expect, it } from 'vitest';
import type { SurveyRow } from './coupon-survey';
import { auc, gapAgreement, ksSimilarity, pearson, type Scored } from './metrics';
import { parseCsvRecords } from './csv';

describe('validation metrics', () => {
  it('computes AUC by ranks, ties counting half', () => {
    expect(auc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBeCloseTo(0.75, 10);
    expect(auc([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1])).toBe(0.5);
    expect(auc([0.9, 0.1], [0, 1])).toBe(0);
  });

  it('computes Pearson r and KS similarity', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 10);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 10);
    expect(ksSimilarity([0.1, 0.2], [0.1, 0.2])).toBe(1);
    expect(ksSimilarity([0.1, 0.2], [0.8, 0.9])).toBe(0);
  });

  it('counts only gaps of at least 5 points with at least 40 answers a side', () => {
    const row = (gender: string, couponType: string): SurveyRow['fields'] =>
      ({ gender, couponType }) as SurveyRow['fields'];
    const scored = (
      gender: string,
      count: number,
      accepted: number,
      prediction: number,
      couponType = 'Bar',
    ): Scored[] =>
      Array.from({ length: count }, (_, i) => ({
        row: { row: i, respondentId: `${gender}${i}`, fields: row(gender, couponType), accepted: undefined },
        outcome: i < accepted ? 1 : 0,
        prediction,
      }));
    // Bar: women 30% vs men 50% (a 20-point gap) and the prediction has it the right way round.
    // Coffee: too few answers on one side; Take-away: a 2-point gap: neither counts.
    const result = gapAgreement([
      ...scored('Female', 50, 15, 0.3),
      ...scored('Male', 50, 25, 0.5),
      ...scored('Female', 30, 10, 0.9, 'Coffee House'),
      ...scored('Male', 60, 40, 0.1, 'Coffee House'),
      ...scored('Female', 50, 25, 0.2, 'Take away'),
      ...scored('Male', 50, 26, 0.9, 'Take away'),
    ]);
    expect(result.gaps.map((g) => [g.couponType, g.attribute, g.agrees])).toEqual([['Bar', 'gender', true]]);
    expect(result.share).toBe(1);
  });

  it('parses quoted CSV fields', () => {
    const { header, records } = parseCsvRecords('a,b\r\n"x, y","say ""hi"""\r\n1,\n');
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual([
      { a: 'x, y', b: 'say "hi"' },
      { a: '1', b: '' },
    ]);
  });
});
