import type { ValidationReport } from '../contracts/validation';

const fixed = (value: number | null, digits = 2) =>
  value !== null && Number.isFinite(value) ? value.toFixed(digits) : '—';

/** The report as markdown: each metric of the engine beside its baselines, then the gaps and what is not validated. */
export function reportMarkdown(report: ValidationReport): string {
  const rows = report.methods.map(
    (m) =>
      `| ${m.name} | ${fixed(m.auc)} (${fixed(m.aucLow)}–${fixed(m.aucHigh)}) | ${fixed(m.scenarioR)} | ${fixed(m.correlationAttainment)} | ${fixed(m.cellR)} / ${fixed(m.cellMeanAbsoluteError, 3)} | ${fixed(m.gapAgreement)} (${m.gapsCounted}) | ${fixed(m.ksSimilarity)} |`,
  );
  const gaps = report.engineGaps.map(
    (g) =>
      `| ${g.couponType} | ${g.label} | ${(g.realGap * 100).toFixed(1)} | ${(g.predictedGap * 100).toFixed(1)} | ${g.agrees ? 'yes' : 'no'} | ${g.n[0]} / ${g.n[1]} |`,
  );
  return [
    '# Validation against real consumers',
    '',
    `Engine ${report.engineVersion} (${report.provider}, ${report.model}), scenario mapping ${report.mappingVersion}, generated ${report.generatedAt.slice(0, 10)} by \`npm run validate\`.`,
    '',
    `Data: \`${report.data.file}\`: ${report.data.rows} real accept/decline answers from ${report.data.respondents} respondents in ${report.data.scenarios} scenarios (UCI in-vehicle coupon recommendation, Wang et al. 2017, CC BY 4.0). ${report.folds}-fold cross-validation grouped by respondent: every figure is measured on people the model was not fitted on.`,
    '',
    '| Method | AUC (95% interval) | Scenario-level r | Correlation attainment | Cell r / mean abs. error | Gap sign agreement (gaps) | KS similarity |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| Uniform random guess | 0.50 | — | — | — | — | ${fixed(report.uniformGuessKs)} |`,
    '',
    '- AUC: how well each answer ranks real accepters above real decliners (0.50 is a coin); interval from resampling respondents.',
    '- Scenario-level r: Pearson correlation between predicted and real acceptance rates across scenarios with at least 20 answers.',
    '- Correlation attainment: the scenario-level r divided by the correlation between two random halves of the real respondents (averaged over 50 splits): 1.0 means the model agrees with people as well as people agree with each other.',
    '- Cell r / mean absolute error: acceptance rate per cell (coupon type × age band, income third, occupation group; cells with at least 20 answers), predicted against real.',
    '- Gap sign agreement: within each coupon type, the real gaps between segments (gender, age, children, income, marital status, companions, expiry, distance) of at least 5 points with at least 40 answers a side, and the share whose direction the method gets right.',
    '- KS similarity: 1 − the largest gap between the distributions of predicted and real scenario acceptance rates, beside a uniform random guess.',
    '',
    '## Segment gaps, offline engine',
    '',
    '| Coupon | Gap | Real (points) | Predicted (points) | Same direction | Answers |',
    '|---|---|---|---|---|---|',
    ...gaps,
    '',
    '## Not validated',
    '',
    ...report.notValidated.map((line) => `- ${line}`),
    '',
  ].join('\n');
}
