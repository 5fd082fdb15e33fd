import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { trustSubjectOf } from '../../trust/run-type-subjects';
import { answerItem, recordBase, recordTwins, TRUST_OPTIONS } from '../../trust/testing';
import { buildTrustReport } from '../../trust/trust-report';

describe('an angel pitch as a trust subject', () => {
  it('an angel pitch: invest or pass, the panel’s decision as its top answer, nothing to compare with people', () => {
    const record: FeedbackRecordContent = {
      ...recordBase,
      type: 'angel_pitch',
      concept_details: null,
      overall_analysis: null,
      responses: recordTwins.map((p, i) =>
        answerItem(p.id, {
          personaName: p.name,
          investor: { role: 'Angel', riskAppetite: 'balanced' as const, focus: 'team' },
          decision: i < 4 ? ('invest' as const) : ('pass' as const),
          reasons: [],
        }),
      ),
    };
    const report = buildTrustReport(trustSubjectOf(record, recordTwins)!, TRUST_OPTIONS);
    expect(report.stability.headlines[0]).toMatchObject({ key: 'invest', value: 0.8 });
    expect(report.stability.ranking?.top).toBe('invest');
    expect(report.positivity.people).toBeNull();
    expect(report.spread.people).toBeNull();
    expect(report.measuredDomain.measured).toBe(false);
  });
});
