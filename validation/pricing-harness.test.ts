import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { readValidationData } from './data-shapes';
import { correlationAttainment, groupRates, pearson, splitHalfReliability, type Scored } from './metrics';
import { demandCurve, productResponses, type PricingScored } from './pricing-metrics';
import type { PricingRow } from './pricing-scenario';
import { productFolds, respondentFolds } from './pricing-validation';
import { seededRandom } from '@engine/offline/seeded-random';

const PRICING = path.resolve(
  import.meta.dirname,
  '../../shared/data/validation/twin2k-pricing-calibration.csv',
);
const data = readValidationData(PRICING);
const rows = data.shape === 'pricing' ? data.rows : [];

describe('pricing cross-validation folds', () => {
  it('keeps every answer of one person in one fold and uses each answer once', () => {
    const folds = respondentFolds(rows, 5);
    expect(folds).toHaveLength(5);
    expect(folds.reduce((n, f) => n + f.test.length, 0)).toBe(rows.length);
    for (const { train, test } of folds) {
      const trainPeople = new Set(train.map((r) => r.respondentId));
      expect(test.some((r) => trainPeople.has(r.respondentId))).toBe(false);
      expect(train.length + test.length).toBe(rows.length);
    }
  });

  it('holds out the people and the product together for products the engine was not fitted on', () => {
    const folds = productFolds(rows, 5);
    expect(folds).toHaveLength(5 * 4);
    expect(folds.reduce((n, f) => n + f.test.length, 0)).toBe(rows.length);
    for (const { train, test } of folds) {
      const products = new Set(test.map((r) => r.fields.product));
      expect(products.size).toBe(1);
      const trainPeople = new Set(train.map((r) => r.respondentId));
      expect(train.some((r) => products.has(r.fields.product))).toBe(false);
      expect(test.some((r) => trainPeople.has(r.respondentId))).toBe(false);
      expect(train.length).toBeGreaterThan(0);
    }
  });
});

/** People answering cells whose true acceptance rates are known; each person answers four cells. */
function synthetic(people: number, cells: number, seed: string) {
  const random = seededRandom(seed);
  const truth = Array.from({ length: cells }, (_, i) => 0.05 + (0.9 * i) / (cells - 1));
  const scored: Array<Scored<{ respondentId: string; cell: number }>> = [];
  for (let person = 0; person < people; person += 1)
    for (let k = 0; k < 4; k += 1) {
      const cell = Math.floor(random.next() * cells);
      scored.push({
        row: { respondentId: `p${person}`, cell },
        outcome: random.next() < truth[cell]! ? 1 : 0,
        prediction: truth[cell]!,
      });
    }
  return scored;
}

describe('correlation attainment', () => {
  it('is 1 for a model that knows the true rates, where the uncorrected ratio overshoots', () => {
    const figures = Array.from({ length: 12 }, (_, i) => {
      const scored = synthetic(400, 40, `seed-${i}`);
      const cellOf = (row: { cell: number }) => String(row.cell);
      const rates = groupRates(scored, (s) => cellOf(s.row), 20);
      const r = pearson(
        rates.map((c) => c.predicted),
        rates.map((c) => c.real),
      );
      const reliability = splitHalfReliability(scored, cellOf, 20);
      expect(reliability.full).toBeCloseTo((2 * reliability.half) / (1 + reliability.half), 10);
      return { attainment: correlationAttainment(r, reliability), uncorrected: r / reliability.half };
    });
    const mean = figures.reduce((sum, f) => sum + f.attainment, 0) / figures.length;
    // Knowing the truth is the ceiling: the estimate sits at 1 up to sampling noise, never systematically above.
    expect(mean).toBeGreaterThan(0.98);
    expect(mean).toBeLessThanOrEqual(1.005);
    for (const f of figures) {
      expect(f.attainment).toBeLessThan(1.02);
      // Dividing by the raw split-half correlation (the coupon report's old 1.11) overshoots every time.
      expect(f.uncorrected).toBeGreaterThan(1.05);
    }
  });

  it('falls with a model that gets the rates half wrong', () => {
    const scored = synthetic(400, 40, 'noisy').map((s) => ({
      ...s,
      prediction: s.row.cell % 2 === 0 ? s.prediction : 1 - s.prediction,
    }));
    const cellOf = (row: { cell: number }) => String(row.cell);
    const rates = groupRates(scored, (s) => cellOf(s.row), 20);
    const r = pearson(
      rates.map((c) => c.predicted),
      rates.map((c) => c.real),
    );
    expect(correlationAttainment(r, splitHalfReliability(scored, cellOf, 20))).toBeLessThan(0.3);
  });
});

describe('demand-curve metrics', () => {
  const row = (product: string, priceUsd: number, respondent: number): PricingRow =>
    ({
      row: respondent,
      respondentId: `r${respondent}`,
      fields: { product, category: product },
      priceUsd,
      accepted: undefined,
    }) as unknown as PricingRow;
  /** Two products at three prices, eight answers a cell (shares exact in binary); the real share falls with price. */
  const cells = (predict: (product: string, price: number, real: number) => number): PricingScored[] =>
    ['water', 'eggs'].flatMap((product) =>
      [0, 2, 4].flatMap((price) => {
        const yes = product === 'eggs' ? 8 - price : 8 - 2 * price;
        return Array.from({ length: 8 }, (_, i) => ({
          row: row(product, price, i),
          outcome: (i < yes ? 1 : 0) as 0 | 1,
          prediction: predict(product, price, yes / 8),
        }));
      }),
    );

  it('correlates the share saying yes per product × price cell', () => {
    const exact = demandCurve(cells((_, __, real) => real));
    expect(exact.cells).toHaveLength(6);
    expect(exact.r).toBeCloseTo(1, 10);
    expect(exact.ks).toBe(1);
    const reversed = demandCurve(cells((_, __, real) => 1 - real));
    expect(reversed.r).toBeCloseTo(-1, 10);
  });

  it('compares simulated to real price slopes and the lowest to the highest third of prices', () => {
    const flat = productResponses(
      cells(() => 0.5),
      () => undefined,
    );
    expect(flat.map((p) => p.product)).toEqual(['eggs', 'water']);
    for (const p of flat) {
      expect(p.realSlope!).toBeLessThan(0);
      expect(Math.abs(p.slopeRatio!)).toBeLessThan(0.01);
      expect(p.realLowThird).toBeGreaterThan(p.realHighThird);
      expect(p.simulatedLowThird).toBe(p.simulatedHighThird);
    }
    const exact = productResponses(
      cells((_, __, real) => real),
      () => 3,
    );
    for (const p of exact) {
      expect(p.slopeRatio!).toBeCloseTo(1, 3);
      expect(p.referencePriceUsd).toBe(3);
    }
  });
});
