// npm run trust:reference: writes engine/trust/reference-figures.json, the figures a trust report sets each run
// beside, from the validation data, the validation report and the population marginals (nothing typed in).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReferenceFigures } from '@engine/trust/reference-figures';
import { validationReportSchema } from '@contracts/validation';
import { readValidationData } from './data-shapes';
import { MIN_ANSWERS_PER_QUESTION, peopleReferenceOf, type YesNoAnswer } from './trust-reference';

const root = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(root, '../shared/data');
const COUPON_FILE = 'validation/uci-coupon-calibration.csv';
const PRICING_FILE = 'validation/twin2k-pricing-calibration.csv';
const MARGINALS_FILE = 'population/marginals.json';
const REPORT_FILE = 'docs/validation/report.json';
const OUT = path.join(root, 'engine/trust/reference-figures.json');

/** The columns that make two coupon rows the same question: the coupon and its situation. */
const COUPON_QUESTION = [
  'couponType',
  'destination',
  'passanger',
  'weather',
  'temperature',
  'time',
  'expiration',
] as const;

function answersOf(file: string): YesNoAnswer[] {
  const data = readValidationData(path.join(SHARED, file));
  const answers: YesNoAnswer[] = [];
  if (data.shape === 'coupon')
    for (const row of data.rows)
      if (row.accepted !== undefined)
        answers.push({
          question: COUPON_QUESTION.map((column) => row.fields[column]).join('|'),
          accepted: row.accepted,
        });
  if (data.shape === 'pricing')
    for (const row of data.rows)
      if (row.accepted !== undefined)
        answers.push({ question: `${row.fields.product}|${row.priceUsd}`, accepted: row.accepted });
  if (answers.length === 0) throw new Error(`${file} holds no yes/no answers`);
  return answers;
}

const report = validationReportSchema.parse(JSON.parse(readFileSync(path.join(root, REPORT_FILE), 'utf8')));
const engineMethod = <M extends { name: string }>(methods: readonly M[]): M => {
  const method = methods.find((m) => m.name.startsWith('Twinsight'));
  if (!method) throw new Error(`${REPORT_FILE} has no Twinsight engine row`);
  return method;
};
const coupon = engineMethod(report.coupon?.methods ?? []);
const [heldOutPeople, heldOutProducts] = report.pricing?.splits ?? [];
if (!heldOutPeople || !heldOutProducts) throw new Error(`${REPORT_FILE} lacks the pricing splits`);
const pricingPeople = engineMethod(heldOutPeople.methods);
const pricingProducts = engineMethod(heldOutProducts.methods);

/** A figure the report holds (older reports lack some). */
const figure = (label: string, value: number | null | undefined) =>
  value === null || value === undefined ? [] : [{ label, value }];

const marginals = JSON.parse(readFileSync(path.join(SHARED, MARGINALS_FILE), 'utf8')) as {
  sources: { age: string; income?: string };
  ageBands: string[];
  ageShareOfAdults: Record<string, number[]>;
  incomeBracketShare: { columns: string[] } & Record<string, unknown>;
};
const countries = Object.keys(marginals.ageShareOfAdults);
const incomeShare = Object.fromEntries(
  countries.map((country) => [country, marginals.incomeBracketShare[country] as number[]]),
);

const figures: ReferenceFigures = {
  method:
    `Written by npm run trust:reference (validation/trust-reference-cli.ts). People: every yes/no answer of the ` +
    `validation data, grouped into questions (a coupon in one situation; a product at one price); questions with ` +
    `at least ${MIN_ANSWERS_PER_QUESTION} answers are kept. yesShare is the share of all answers that were yes, ` +
    `questionYesShare how the yes share spreads over questions, disagreement the mean over questions of the ` +
    `chance that two people asked it answer differently. Measured: the offline engine's figures in ${REPORT_FILE} ` +
    `(${report.generatedAt}). Market: adult age and income-bracket shares from shared/data/${MARGINALS_FILE}.`,
  people: {
    both: peopleReferenceOf(
      [...answersOf(COUPON_FILE), ...answersOf(PRICING_FILE)],
      `shared/data/${COUPON_FILE} and shared/data/${PRICING_FILE} together (every coupon situation and every product price)`,
    ),
    coupon: peopleReferenceOf(
      answersOf(COUPON_FILE),
      `shared/data/${COUPON_FILE} (UCI in-vehicle coupon survey; a question is ${COUPON_QUESTION.join(' × ')})`,
    ),
    pricing: peopleReferenceOf(
      answersOf(PRICING_FILE),
      `shared/data/${PRICING_FILE} (Twin-2K-500 pricing task; a question is product × price)`,
    ),
  },
  measured: {
    source: `${REPORT_FILE}, generated ${report.generatedAt} by engine ${report.engineVersion}`,
    venueOffer: [
      ...figure('AUC on held-out respondents (coupon survey)', coupon.auc),
      ...figure('Correlation attainment across situations', coupon.correlationAttainment),
      ...figure('KS similarity of acceptance rates', coupon.ksSimilarity),
    ],
    everydayProduct: [
      ...figure('AUC on held-out respondents (pricing task)', pricingPeople.auc),
      ...figure('Accuracy (people agree with themselves 85%)', pricingPeople.accuracy),
      ...figure('Demand-curve correlation', pricingPeople.demandCurveR),
      ...figure('AUC on a held-out product', pricingProducts.auc),
    ],
  },
  market: {
    source: `shared/data/${MARGINALS_FILE}: ${marginals.sources.age}${marginals.sources.income ? `; ${marginals.sources.income}` : ''}`,
    ageBands: marginals.ageBands,
    ageShare: marginals.ageShareOfAdults,
    incomeBrackets: marginals.incomeBracketShare.columns,
    incomeShare,
  },
};

writeFileSync(OUT, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`Wrote ${path.relative(root, OUT)}`);
console.log(JSON.stringify(figures.people, null, 2));
