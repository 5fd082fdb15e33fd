import { SURVEY_COLUMNS, type SurveyRow } from './coupon-survey';
import { fitLogistic, predictLogistic, type Observation } from './logistic-regression';

/** A predictor trained on some rows and asked about others. */
export type Baseline = (train: readonly SurveyRow[]) => (row: SurveyRow) => number;

const rate = (rows: readonly SurveyRow[]) =>
  rows.reduce((sum, r) => sum + (r.accepted ?? 0), 0) / Math.max(rows.length, 1);

export const populationAverage: Baseline = (train) => {
  const p = rate(train);
  return () => p;
};

export const couponTypeAverage: Baseline = (train) => {
  const overall = rate(train);
  const byType = new Map<string, number>();
  for (const type of new Set(train.map((r) => r.fields.couponType)))
    byType.set(type, rate(train.filter((r) => r.fields.couponType === type)));
  return (row) => byType.get(row.fields.couponType) ?? overall;
};

/** Plain one-hot logistic regression on every survey column: the data-driven ceiling for a main-effects model. */
const oneHot = (row: SurveyRow): Observation['features'] => [
  { name: 'intercept', value: 1 },
  ...SURVEY_COLUMNS.map((column) => ({ name: `${column}=${row.fields[column]}`, value: 1 })),
];

export const logisticRegression: Baseline = (train) => {
  const { coefficients } = fitLogistic(
    train.map((row) => ({ features: oneHot(row), offset: 0, outcome: row.accepted ?? 0 })),
    { l2: 1, unpenalised: new Set(['intercept']) },
  );
  return (row) => predictLogistic(coefficients, { features: oneHot(row), offset: 0 });
};
