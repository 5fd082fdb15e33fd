import { describe, expect, it } from 'vitest';
import { fitConditionalLogit, logitProbabilities } from './conditional-logit';
import { designTasks, maxTasksOf, type DesignShape } from './feature-design';
import { bootstrapDraws } from './weighted-sample';
import {
  choiceObservationsOf,
  estimateFeatureValues,
  featureColumns,
  simulateMarket,
  SimulationInputError,
  type FeatureStudyShape,
  type TwinChoices,
} from './feature-estimate';

describe('designTasks', () => {
  const shape: DesignShape = { levels: [3, 2, 4], prices: 5, tasks: 12, alternatives: 3 };
  const design = designTasks(shape, 'study\u0000twin-1');

  it('balances every level and price across the twin’s products, within one', () => {
    const products = design.flat();
    expect(products).toHaveLength(36);
    const spread = (values: number[], options: number) => {
      const counts = Array.from({ length: options }, (_, k) => values.filter((v) => v === k).length);
      return Math.max(...counts) - Math.min(...counts);
    };
    shape.levels.forEach((count, a) =>
      expect(
        spread(
          products.map((p) => p.levels[a]!),
          count,
        ),
      ).toBeLessThanOrEqual(1),
    );
    expect(
      spread(
        products.map((p) => p.price),
        shape.prices,
      ),
    ).toBeLessThanOrEqual(1);
  });

  it('never puts the same product twice in a task (nor the same product at a lower price beside it), nor repeats a product at its price', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const tasks = designTasks({ levels: [2, 2], prices: 3, tasks: 6, alternatives: 2 }, seed);
      const seen = new Set<string>();
      for (const task of tasks) {
        const profiles = task.map((p) => p.levels.join(','));
        expect(new Set(profiles).size).toBe(task.length);
        for (const product of task) {
          const key = `${product.levels.join(',')}@${product.price}`;
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }
      }
    }
  });

  it('is the same for the same seed and differs between twins', () => {
    expect(designTasks(shape, 'study\u0000twin-1')).toEqual(design);
    expect(designTasks(shape, 'study\u0000twin-2')).not.toEqual(design);
  });

  it('refuses more tasks than the attributes and prices can fill', () => {
    expect(maxTasksOf({ levels: [2, 2], prices: 2, alternatives: 3 })).toBe(2);
    expect(() => designTasks({ levels: [2, 2], prices: 2, tasks: 4, alternatives: 3 }, 's')).toThrow(
      /at most 2/,
    );
    expect(maxTasksOf({ levels: [2], prices: 7, alternatives: 3 })).toBe(0);
  });
});

const shape: FeatureStudyShape = {
  attributes: [
    { name: 'Zoom', levels: ['standard zoom', 'higher zoom'] },
    { name: 'Colour', levels: ['black', 'silver', 'red'] },
  ],
  prices: [100, 150, 200],
  none: true,
  currency: 'USD',
};

/** Twins whose chances come from known utilities: the zoom worth 1.2, silver 0.3, red −0.6, −0.02 per dollar. */
function syntheticTwins(truth: { zoom: number; perDollar: number }, count = 80): TwinChoices[] {
  const columns = featureColumns(shape);
  const beta = new Array<number>(columns.count).fill(0);
  beta[columns.levelColumn[0]![1]!] = truth.zoom;
  beta[columns.levelColumn[1]![1]!] = 0.3;
  beta[columns.levelColumn[1]![2]!] = -0.6;
  beta[columns.price] = truth.perDollar * columns.priceScale;
  beta[columns.none] = -2.5;
  return Array.from({ length: count }, (_, i) => {
    const design = designTasks({ levels: [2, 3], prices: 3, tasks: 8, alternatives: 2 }, `twin-${i}`);
    return {
      weight: 1 + (i % 2),
      tasks: design.map((products) => {
        const rows = [
          ...products.map((p) => {
            const row = new Array<number>(columns.count).fill(0);
            p.levels.forEach((level, a) => {
              const column = columns.levelColumn[a]![level]!;
              if (column >= 0) row[column] = 1;
            });
            row[columns.price] = shape.prices[p.price]! / columns.priceScale;
            return row;
          }),
          Object.assign(new Array<number>(columns.count).fill(0), { [columns.none]: 1 }),
        ];
        return { products, chances: logitProbabilities(rows, beta) };
      }),
    };
  });
}

describe('estimateFeatureValues', () => {
  const estimate = estimateFeatureValues(shape, syntheticTwins({ zoom: 1.2, perDollar: -0.02 }), 'seed', {
    resamples: 300,
  });

  it('recovers the part-worths and prices each level against its base', () => {
    const zoom = estimate.partWorths.find((p) => p.level === 'higher zoom')!;
    expect(zoom.value).toBeCloseTo(1.2, 3);
    expect(estimate.partWorths.find((p) => p.level === 'standard zoom')!.value).toBe(0);
    expect(estimate.priceCoefficient.value).toBeCloseTo(-0.02, 5);
    const wtp = estimate.willingnessToPay.find((w) => w.level === 'higher zoom')!;
    expect(wtp.amount).toBeCloseTo(60, 1);
    expect(wtp.currency).toBe('USD');
    expect(estimate.willingnessToPay.find((w) => w.level === 'red')!.amount).toBeCloseTo(-30, 1);
    expect(estimate.willingnessToPay).toHaveLength(3);
    expect(estimate.priceNote).toBeNull();
  });

  it('gives importance as range shares summing to 1, price included', () => {
    const total = estimate.importance.reduce((sum, i) => sum + i.share, 0);
    expect(total).toBeCloseTo(1, 10);
    const colour = estimate.importance.find((i) => i.attribute === 'Colour')!;
    expect(colour.share).toBeCloseTo(0.9 / (1.2 + 0.9 + 0.02 * 100), 4);
    expect(estimate.importance.at(-1)).toMatchObject({ attribute: 'Price', isPrice: true });
  });

  it('puts each figure inside its bootstrap interval, and the none share is the twins’ chance of none', () => {
    for (const figure of [...estimate.partWorths, ...estimate.willingnessToPay]) {
      const value = 'amount' in figure ? figure.amount : figure.value;
      expect(figure.low).toBeLessThanOrEqual(value + 1e-9);
      expect(figure.high).toBeGreaterThanOrEqual(value - 1e-9);
    }
    expect(estimate.noneShare!.value).toBeGreaterThan(0);
    expect(estimate.noneShare!.low).toBeLessThanOrEqual(estimate.noneShare!.value);
    expect(estimate.resamples).toHaveLength(300);
  });

  it('gives each resample close to a full refit of the same resampled panel (the one-step bootstrap)', () => {
    const twins = syntheticTwins({ zoom: 1.2, perDollar: -0.02 }, 40).map((twin, i) => ({
      ...twin,
      // Each twin leans its own way, so the resampled panels differ.
      tasks: twin.tasks.map((task) => {
        const tilted = task.chances.map((c, j) => c * (j === 0 ? 1 + (i % 5) * 0.3 : 1));
        const total = tilted.reduce((sum, c) => sum + c, 0);
        return { ...task, chances: tilted.map((c) => c / total) };
      }),
    }));
    const own = estimateFeatureValues(shape, twins, 'refit', { resamples: 20 });
    const columns = featureColumns(shape);
    const zoom = columns.levelColumn[0]![1]!;
    const draws = bootstrapDraws(twins.length, 'refit', 20);
    const gaps = draws.map((draw, k) => {
      const refit = fitConditionalLogit(
        [...draw].flatMap((i) => choiceObservationsOf(shape, twins[i]!)),
        { features: columns.count, l2: 1e-4 },
      );
      return Math.abs(refit.coefficients[zoom]! - own.resamples[k]![zoom]!);
    });
    const values = own.resamples.map((beta) => beta[zoom]!);
    const spread = Math.max(...values) - Math.min(...values);
    expect(spread).toBeGreaterThan(0.01);
    expect(Math.max(...gaps)).toBeLessThan(spread * 0.1);
  });

  it('says plainly when the twins do not prefer lower prices, and prices no level', () => {
    const perverse = estimateFeatureValues(shape, syntheticTwins({ zoom: 1.2, perDollar: 0.01 }), 'seed', {
      resamples: 100,
    });
    expect(perverse.priceCoefficient.value).toBeGreaterThan(0);
    expect(perverse.willingnessToPay).toEqual([]);
    expect(perverse.priceNote).toMatch(/did not prefer lower prices/);
  });
});

describe('simulateMarket', () => {
  const estimate = estimateFeatureValues(shape, syntheticTwins({ zoom: 1.2, perDollar: -0.02 }), 'seed', {
    resamples: 200,
  });
  const product = (zoom: string, price: number) => ({ levels: { Zoom: zoom, Colour: 'black' }, price });

  it('gives shares that sum to 1 with intervals, and a product loses share as its price rises', () => {
    const cheap = simulateMarket(shape, estimate, {
      products: [product('higher zoom', 150), product('standard zoom', 120)],
      none: true,
    });
    const total = cheap.shares.reduce((sum, s) => sum + s.share, 0) + cheap.none!.share;
    expect(total).toBeCloseTo(1, 10);
    for (const s of [...cheap.shares, cheap.none!]) {
      expect(s.low).toBeLessThanOrEqual(s.share);
      expect(s.high).toBeGreaterThanOrEqual(s.share);
    }
    const dear = simulateMarket(shape, estimate, {
      products: [product('higher zoom', 190), product('standard zoom', 120)],
      none: true,
    });
    expect(dear.shares[0]!.share).toBeLessThan(cheap.shares[0]!.share);
    expect(dear.shares[1]!.share).toBeGreaterThan(cheap.shares[1]!.share);
    expect(dear.none!.share).toBeGreaterThan(cheap.none!.share);
  });

  it('names the field of an unknown level or attribute', () => {
    const ask = (levels: Record<string, string>) => () =>
      simulateMarket(shape, estimate, { products: [product('higher zoom', 150), { levels, price: 120 }] });
    expect(ask({ Zoom: 'optical zoom', Colour: 'black' })).toThrow(SimulationInputError);
    try {
      ask({ Zoom: 'optical zoom', Colour: 'black' })();
    } catch (error) {
      expect((error as SimulationInputError).field).toBe('products[1].levels.Zoom');
    }
    expect(ask({ Zoom: 'higher zoom', Colour: 'black', Size: 'big' })).toThrow(/no attribute "Size"/);
  });
});
