import { fitLogistic, predictLogistic, type Observation } from './logistic-regression';
import { PRICING_COLUMNS, type PricingRow } from './pricing-scenario';

/** A predictor trained on some rows and asked about others. */
export type PricingBaseline = (train: readonly PricingRow[]) => (row: PricingRow) => number;

const rate = (rows: readonly PricingRow[]) =>
  rows.reduce((sum, r) => sum + (r.accepted ?? 0), 0) / Math.max(rows.length, 1);

export const pricingPopulationAverage: PricingBaseline = (train) => {
  const p = rate(train);
  return () => p;
};

/** log(price / reference), with free items at a twentieth of the reference (the lowest paid level is a tenth). */
const FREE_AS_SHARE_OF_REFERENCE = 0.05;

const intercept = { name: 'intercept', value: 1 };

/**
 * 'Price relative to the reference only': P(yes) = logistic(a + b·log(price / reference) + c·free), with the
 * reference from the engine's product knowledge, the same for everyone. Rows the engine cannot place get the
 * intercept only.
 */
export function priceVersusReference(referenceOf: (row: PricingRow) => number | undefined): PricingBaseline {
  const features = (row: PricingRow): Observation['features'] => {
    const reference = referenceOf(row);
    if (reference === undefined || reference <= 0) return [intercept];
    const price = row.priceUsd === 0 ? FREE_AS_SHARE_OF_REFERENCE * reference : row.priceUsd;
    return [
      intercept,
      { name: 'log relative price', value: Math.log(price / reference) },
      { name: 'free', value: row.priceUsd === 0 ? 1 : 0 },
    ];
  };
  return (train) => {
    const { coefficients } = fitLogistic(
      train.map((row) => ({ features: features(row), offset: 0, outcome: row.accepted ?? 0 })),
      { l2: 1e-3 },
    );
    return (row) => predictLogistic(coefficients, { features: features(row), offset: 0 });
  };
}

const DEMOGRAPHIC_COLUMNS = PRICING_COLUMNS.filter(
  (column) => !['respondent_id', 'category', 'product', 'price_usd'].includes(column),
);

/**
 * One-hot logistic regression on every column of the file (the data-driven ceiling for a main-effects model):
 * each product's own intercept and price slope (price over the product's highest price in training, so slopes
 * are comparable), a free indicator, and every demographic label. A product unseen in training gets none of its
 * own terms.
 */
export const pricingLogisticRegression: PricingBaseline = (train) => {
  const highest = new Map<string, number>();
  for (const row of train)
    highest.set(row.fields.product, Math.max(highest.get(row.fields.product) ?? 0, row.priceUsd));
  const features = (row: PricingRow): Observation['features'] => {
    const top = highest.get(row.fields.product);
    return [
      intercept,
      { name: 'free', value: row.priceUsd === 0 ? 1 : 0 },
      ...(top ? [{ name: `price|${row.fields.product}`, value: row.priceUsd / top }] : []),
      { name: `product=${row.fields.product}`, value: 1 },
      ...DEMOGRAPHIC_COLUMNS.map((column) => ({ name: `${column}=${row.fields[column]}`, value: 1 })),
    ];
  };
  const { coefficients } = fitLogistic(
    train.map((row) => ({ features: features(row), offset: 0, outcome: row.accepted ?? 0 })),
    { l2: 1, unpenalised: new Set(['intercept']) },
  );
  return (row) => predictLogistic(coefficients, { features: features(row), offset: 0 });
};
