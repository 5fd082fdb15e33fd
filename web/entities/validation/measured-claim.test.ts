import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationReportSchema } from '@contracts/validation';
import { measuredClaim } from './measured-claim';

const report = validationReportSchema.parse(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../docs/validation/report.json'), 'utf8')),
);

describe('measuredClaim', () => {
  it('states the held-out accuracy relative to how often people repeat their own answers', () => {
    const heldOut = report.pricing!.splits[0]!.methods[0]!;
    const relative = Math.round((heldOut.accuracy / report.pricing!.retestAgreement) * 100);
    expect(measuredClaim(report)).toBe(
      `Measured: on held-out everyday purchases at a price, twins match people ${relative}% as often as people match themselves.`,
    );
  });

  it('claims nothing when the report has no pricing measurement', () => {
    expect(measuredClaim({ ...report, pricing: null })).toBeNull();
  });
});
