import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationReportSchema } from '@contracts/validation';
import { measuredSummary } from './validation-results';

const report = validationReportSchema.parse(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../../docs/validation/report.json'), 'utf8'),
  ),
);

describe('the measured summary on the methodology page', () => {
  it('states every data set with its ceiling', () => {
    const summary = measuredSummary(report);
    expect(summary).toMatch(/the twins rank real accept\/decline choices at AUC 0\.\d\d/);
    expect(summary).toMatch(/On everyday grocery products at a randomised price \(185 people\)/);
    expect(summary).toMatch(/where real people repeat their own answer 85% of the time\./);
    expect(summary).toMatch(
      /In choices between cameras .* \(199 people\), they pick what people picked in \d+% of tasks \(chance: 2\d%; a logit fitted on the same choices: \d+%\)\.$/,
    );
  });

  it('says only what was measured when a report has one data set', () => {
    expect(measuredSummary({ ...report, pricing: null })).not.toContain('grocery');
    expect(measuredSummary({ ...report, coupon: null })).not.toContain('accept/decline');
    expect(measuredSummary({ ...report, choice: null })).not.toContain('cameras');
  });
});
