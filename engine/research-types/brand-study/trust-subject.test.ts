import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { trustSubjectOf } from '../../trust/run-type-subjects';
import { answerItem, recordBase, recordTwins, TRUST_OPTIONS } from '../../trust/testing';
import { buildTrustReport } from '../../trust/trust-report';

const scores = (value: number) => ({
  awareness: value,
  associations: value,
  trust: value,
  value,
  fit: value,
});

describe('a Brand 360 study as a trust subject', () => {
  it('a Brand 360 study: the brand’s mean rating, the brands ranked, identical ratings flagged as one answer', () => {
    const record: FeedbackRecordContent = {
      ...recordBase,
      type: 'brand360',
      concept_details: null,
      overall_analysis: null,
      responses: recordTwins.map((p) =>
        answerItem(p.id, {
          sentiment: 'positive' as const,
          sentimentScore: 80,
          personaName: p.name,
          ratings: [
            { brand: 'Ours', isOwn: true, scores: scores(70), associations: [] },
            { brand: 'Theirs', isOwn: false, scores: scores(40), associations: [] },
          ],
          reasons: { awareness: 'r', associations: 'r', trust: 'r', value: 'r', fit: 'r' },
          comparison: 'Better',
        }),
      ),
    };
    const report = buildTrustReport(trustSubjectOf(record, recordTwins)!, TRUST_OPTIONS);
    expect(report.stability.headlines[0]).toMatchObject({ key: 'brand-score', value: 70, low: 70, high: 70 });
    expect(report.stability.ranking).toMatchObject({ label: 'Best-rated brand', top: 'Ours', holds: 1 });
    expect(report.spread.tooAlike).toBe(true);
    expect(report.summary).toContain('every twin gave the same answer');
  });
});
