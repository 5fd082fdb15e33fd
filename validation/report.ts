import type {
  ChoiceValidation,
  CouponValidation,
  DatasetCoverage,
  PricingMethod,
  PricingValidation,
  ValidationReport,
} from '@contracts/validation';
import { pearson } from './metrics';

const fixed = (value: number | null, digits = 2) =>
  value !== null && Number.isFinite(value) ? value.toFixed(digits) : '—';

const percent = (value: number | null) =>
  value !== null && Number.isFinite(value) ? `${Math.round(value * 100)}%` : '—';

function coverageLines(coverage: DatasetCoverage): string[] {
  return [
    '**Covers:**',
    '',
    ...coverage.covers.map((line) => `- ${line}`),
    '',
    '**Does not cover:**',
    '',
    ...coverage.doesNotCover.map((line) => `- ${line}`),
  ];
}

const dollars = (value: number | null) => (value === null ? '—' : `$${Math.round(value)}`);

const ATTAINMENT_NOTE =
  'Correlation attainment: the r divided by the highest r any method can reach against real rates that carry sampling noise: the square root of their reliability, which is the correlation between two random halves of the respondents (averaged over 50 splits) stepped up to the full sample with the Spearman-Brown formula 2r / (1 + r). 1.0 means as close as the true rates themselves.';

function couponSection(coupon: CouponValidation): string[] {
  const rows = coupon.methods.map(
    (m) =>
      `| ${m.name} | ${fixed(m.auc)} (${fixed(m.aucLow)}–${fixed(m.aucHigh)}) | ${fixed(m.scenarioR)} | ${fixed(m.correlationAttainment)} | ${fixed(m.cellR)} / ${fixed(m.cellMeanAbsoluteError, 3)} | ${fixed(m.gapAgreement)} (${m.gapsCounted}) | ${fixed(m.ksSimilarity)} |`,
  );
  const gaps = coupon.engineGaps.map(
    (g) =>
      `| ${g.couponType} | ${g.label} | ${(g.realGap * 100).toFixed(1)} | ${(g.predictedGap * 100).toFixed(1)} | ${g.agrees ? 'yes' : 'no'} | ${g.n[0]} / ${g.n[1]} |`,
  );
  return [
    '## Offers from venues: the coupon survey',
    '',
    `Data: \`${coupon.data.file}\`: ${coupon.data.rows} real accept/decline answers from ${coupon.data.respondents} respondents in ${coupon.data.scenarios} scenarios (UCI in-vehicle coupon recommendation, Wang et al. 2017, CC BY 4.0), scenario mapping ${coupon.mappingVersion}. ${coupon.folds}-fold cross-validation grouped by respondent: every figure is measured on people the model was not fitted on.`,
    '',
    ...coverageLines(coupon.coverage),
    '',
    '| Method | AUC (95% interval) | Scenario-level r | Correlation attainment | Cell r / mean abs. error | Gap sign agreement (gaps) | KS similarity |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| Uniform random guess | 0.50 | — | — | — | — | ${fixed(coupon.uniformGuessKs)} |`,
    '',
    '- AUC: how well each answer ranks real accepters above real decliners (0.50 is a coin); interval from resampling respondents.',
    '- Scenario-level r: Pearson correlation between predicted and real acceptance rates across scenarios with at least 20 answers.',
    `- ${ATTAINMENT_NOTE}`,
    '- Cell r / mean absolute error: acceptance rate per cell (coupon type × age band, income third, occupation group; cells with at least 20 answers), predicted against real.',
    '- Gap sign agreement: within each coupon type, the real gaps between segments (gender, age, children, income, marital status, companions, expiry, distance) of at least 5 points with at least 40 answers a side, and the share whose direction the method gets right.',
    '- KS similarity: 1 − the largest gap between the distributions of predicted and real scenario acceptance rates, beside a uniform random guess.',
    '',
    '### Segment gaps, engine',
    '',
    '| Coupon | Gap | Real (points) | Predicted (points) | Same direction | Answers |',
    '|---|---|---|---|---|---|',
    ...gaps,
  ];
}

function pricingMethodRow(m: PricingMethod): string {
  return `| ${m.name} | ${fixed(m.auc)} (${fixed(m.aucLow)}–${fixed(m.aucHigh)}) | ${percent(m.accuracy)} | ${fixed(m.demandCurveR)} (${m.demandCells}) | ${fixed(m.correlationAttainment)} | ${fixed(m.minSlopeRatio)} | ${fixed(m.ksSimilarity)} |`;
}

function pricingSection(pricing: PricingValidation): string[] {
  const [engineRespondents] = pricing.splits;
  const engine = engineRespondents!.methods[0]!;
  const products = engine.products.map(
    (p) =>
      `| ${p.product} | ${p.referencePriceUsd === null ? '—' : `$${p.referencePriceUsd.toFixed(2)}`} | ${fixed(p.realSlope)} | ${fixed(p.simulatedSlope)} | ${fixed(p.slopeRatio)} | ${percent(p.realLowThird)} → ${percent(p.realHighThird)} | ${percent(p.simulatedLowThird)} → ${percent(p.simulatedHighThird)} | ${p.answers} |`,
  );
  return [
    '## Everyday products at a price: the Twin-2K-500 pricing task',
    '',
    `Data: \`${pricing.data.file}\`: ${pricing.data.rows} real would-buy/would-not answers from ${pricing.data.respondents} US adults about ${pricing.data.products} branded grocery products, each at a randomised price (${pricing.data.priceLevels} product × price cells; Twin-2K-500, Toubia et al. 2025, CC BY 4.0), mapping ${pricing.mappingVersion}: the concept is the product at its price at the grocery store, the twin carries the respondent's age band, sex, region, education, marital status, household size, employment and income band.`,
    '',
    ...coverageLines(pricing.coverage),
    '',
    ...pricing.splits.flatMap((split) => [
      `### ${split.name}`,
      '',
      split.description,
      '',
      '| Method | AUC (95% interval) | Accuracy at 0.5 | Demand-curve r (cells) | Correlation attainment | Smallest price-slope ratio | KS similarity |',
      '|---|---|---|---|---|---|---|',
      ...split.methods.map(pricingMethodRow),
      `| Real people asked again (test-retest) | — | ${percent(pricing.retestAgreement)} | — | — | — | — |`,
      '',
    ]),
    ...pricing.notes.map((note) => `Note: ${note}`),
    ...(pricing.notes.length > 0 ? [''] : []),
    '- Accuracy at 0.5: share of answers predicted right when P(would buy) is read at 0.5, beside the 85% of real people who gave the same answer again in a later wave (the ceiling for any model of individual answers).',
    '- Demand-curve r: Pearson correlation of the share saying yes per product × price cell (cells with at least 8 answers), predicted against real.',
    `- ${ATTAINMENT_NOTE}`,
    '- Price-slope ratio: per product, the slope of a logistic fit of the answer on price / reference price, simulated (fitted to P(would buy)) over real; the table shows the smallest over the products (1.0 is a demand curve as steep as people’s).',
    '- KS similarity: 1 − the largest gap between the distributions of predicted and real cell rates.',
    '',
    '### Price response per product, engine, held-out respondents',
    '',
    '| Product | Reference price | Real slope | Simulated slope | Ratio | Real: lowest → highest third of prices | Simulated: lowest → highest third | Answers |',
    '|---|---|---|---|---|---|---|---|',
    ...products,
  ];
}

/** Goals of the choice model (issue 37): checked on the cross-validated figures. */
export const CHOICE_GOALS = { hitRate: 0.41, wtpFactor: 2, nonePoints: 0.1 } as const;

/** The choice table of the validation report, in Markdown. */
function wtpCorrelation(features: ReadonlyArray<ChoiceValidation['partWorths'][number]>): number | null {
  const pairs = features.filter((p) => p.realWtp !== null && p.modelWtp !== null);
  return pairs.length < 3
    ? null
    : pearson(
        pairs.map((p) => p.realWtp!),
        pairs.map((p) => p.modelWtp!),
      );
}

export function choiceSection(choice: ChoiceValidation): string[] {
  const [engine] = choice.methods;
  const features = choice.partWorths.filter((p) => p.realWtp !== null);
  const price = choice.partWorths.find((p) => p.column === 'price');
  const signsAgree = [...features, ...(price ? [price] : [])].every(
    (p) => Math.sign(p.real) === Math.sign(p.model),
  );
  const wtpWithin = features.every(
    (p) =>
      p.modelWtp !== null &&
      p.modelWtp > 0 === p.realWtp! > 0 &&
      Math.abs(Math.log(p.modelWtp / p.realWtp!)) <= Math.log(CHOICE_GOALS.wtpFactor),
  );
  const noneGap =
    engine?.noneShare !== null && choice.realNoneShare !== null && engine
      ? Math.abs(engine.noneShare - choice.realNoneShare)
      : null;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    '## Choices between offers: the camera conjoint',
    '',
    `Data: \`${choice.data.file}\`: ${choice.data.tasks} real choice tasks (${choice.data.rows} alternatives) from ${choice.data.respondents} respondents (choice-based conjoint of digital cameras, Allenby et al. 2014). ${choice.folds}-fold cross-validation grouped by respondent: the engine's three choice coefficients (scale ${fixed(choice.coefficients.scale, 3)}, step share ${fixed(choice.coefficients.stepShare, 3)}, none ${fixed(choice.coefficients.none, 2)} on the whole file) and the data-fitted logit learn on the other folds.`,
    '',
    ...coverageLines(choice.coverage),
    '',
    '| Method | Hit rate | Log-likelihood per task | "None" share |',
    '|---|---|---|---|',
    ...choice.methods.map(
      (m) =>
        `| ${m.name} | ${fixed(m.hitRate)} | ${fixed(m.logLikelihoodPerTask, 3)} | ${fixed(m.noneShare)} |`,
    ),
    `| People | — | — | ${fixed(choice.realNoneShare)} |`,
    '',
    '| Attribute (as read) | Part-worth, people | Part-worth, engine | Willingness to pay, people | Willingness to pay, engine |',
    '|---|---|---|---|---|',
    ...choice.partWorths.map(
      (p) =>
        `| ${p.column} | ${fixed(p.real, 3)} | ${fixed(p.model, 3)} | ${dollars(p.realWtp)} | ${dollars(p.modelWtp)} |`,
    ),
    '',
    '- Hit rate: the share of tasks where the alternative given the highest chance is the one chosen.',
    '- Log-likelihood per task: the mean log of the chance given to the real choice (chance: log of 1 / alternatives).',
    "- Part-worths: a conditional logit on the attributes the engine reads and the price, fitted to people's choices, and to the engine's cross-validated choice probabilities; willingness to pay is a part-worth over minus the price coefficient.",
    `- Spread across features: the correlation of the engine's willingness to pay with people's over the ${features.length} features is ${fixed(wtpCorrelation(features))} (1 when the engine ranks and spaces the features as people do).`,
    '',
    `Goals: hit rate ≥ ${CHOICE_GOALS.hitRate}: ${met((engine?.hitRate ?? 0) >= CHOICE_GOALS.hitRate)}; every feature and the price with people's sign: ${met(signsAgree)}; every willingness to pay within a factor of ${CHOICE_GOALS.wtpFactor} of people's: ${met(wtpWithin)}; "none" share within ${CHOICE_GOALS.nonePoints * 100} points: ${met(noneGap !== null && noneGap <= CHOICE_GOALS.nonePoints)}.`,
  ];
}

/** The report as markdown: each data set's figures for the engine beside its baselines, then what is not validated. */
export function reportMarkdown(report: ValidationReport): string {
  return [
    '# Validation against real consumers',
    '',
    `Engine ${report.engineVersion} (${report.provider}, ${report.model}), generated ${report.generatedAt.slice(0, 10)} by \`npm run validate\`.`,
    '',
    ...(report.coupon ? [...couponSection(report.coupon), ''] : []),
    ...(report.pricing ? [...pricingSection(report.pricing), ''] : []),
    ...(report.choice ? [...choiceSection(report.choice), ''] : []),
    '## Not validated',
    '',
    ...report.notValidated.map((line) => `- ${line}`),
    '',
  ].join('\n');
}

/** What no data set here measures; the last line says what the LLM providers were measured against. */
export function notValidated(provider: string): string[] {
  return [
    'Twins in Malta, the United Kingdom and the Netherlands: every data set is answers of US adults.',
    'Products other than offers from venues, everyday grocery products at a price and digital cameras in a choice task (software, beauty, finance, travel and the rest).',
    'What a concept claims (benefits, defects, safety), and features stated as numbers, fees, rates or warranty years: no data set varies them; the camera conjoint varies features only as "higher" or "has it".',
    'Interest level, sentiment scores and written answers: only choices are measured.',
    provider === 'offline'
      ? 'The LLM providers: npm run validate -- --provider openai-compatible (or anthropic) runs them through this same harness, but no model is reachable from where this report was made; they were run only against a mock LLM server (validation/llm-validation.test.ts), which checks the plumbing, not the figures. Every figure above is the offline engine’s.'
      : `This report measures ${provider}; the shipped offline engine has its own report.`,
  ];
}

/** The whole report of one run. */
export function assembleReport(parts: {
  provider: string;
  model: string;
  engineVersion: string;
  coupon: CouponValidation | null;
  pricing: PricingValidation | null;
  choice: ChoiceValidation | null;
}): ValidationReport {
  return {
    generatedAt: new Date().toISOString(),
    engineVersion: parts.engineVersion,
    provider: parts.provider,
    model: parts.model,
    coupon: parts.coupon,
    pricing: parts.pricing,
    choice: parts.choice,
    notValidated: notValidated(parts.provider),
  };
}
