import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { trustSubjectOf } from '../../trust/run-type-subjects';
import { answerItem, recordBase, TRUST_OPTIONS, twentyTwins } from '../../trust/testing';
import { buildTrustReport } from '../../trust/trust-report';

describe('a concept comparison as a trust subject', () => {
  function comparison(preferB: (i: number) => boolean): FeedbackRecordContent {
    return {
      ...recordBase,
      type: 'concept_comparison',
      concept: 'A meal kit',
      overall_analysis: null,
      variants: ['Variant A text', 'Variant B text'].map((text) => ({
        text,
        meanIntent: 3,
        meanIntentLow: 3,
        meanIntentHigh: 3,
        preferredShare: 0.5,
        low: 0.5,
        high: 0.5,
        distribution: [0.2, 0.2, 0.2, 0.2, 0.2],
        differences: [],
      })),
      winner: null,
      responses: twentyTwins.map((p, i) => {
        const b = preferB(i);
        return answerItem(p.id, {
          personaName: p.name,
          intents: b ? [2, 4.5] : [4, 2.5],
          distributions: [
            [0.2, 0.2, 0.2, 0.2, 0.2],
            [0.2, 0.2, 0.2, 0.2, 0.2],
          ],
          preferences: b ? [0.05, 0.95] : [0.9, 0.1],
          preferred: b ? 1 : 0,
          reason: 'r',
        });
      }),
    };
  }

  it('a comparison with a clearly better variant has a stable winner; a split panel has none', () => {
    const clear = buildTrustReport(
      trustSubjectOf(
        comparison((i) => i % 10 !== 0),
        twentyTwins,
      )!,
      TRUST_OPTIONS,
    );
    expect(clear.stability.ranking).toMatchObject({ label: 'Preferred variant', top: 'Variant B' });
    expect(clear.stability.ranking!.holds).toBeGreaterThanOrEqual(0.9);
    expect(clear.summary).toMatch(/^Stable: the top answer \(Variant B\)/);
    expect(clear.stability.headlines[0]).toMatchObject({
      key: 'leader-preferred',
      label: 'Variant B: share who prefer it',
    });
    expect(clear.stability.headlines[0]!.value).toBeCloseTo(0.9 * 0.95 + 0.1 * 0.1, 5);
    expect(clear.spread.people).not.toBeNull();

    const split = buildTrustReport(
      trustSubjectOf(
        comparison((i) => i % 2 === 0),
        twentyTwins,
      )!,
      TRUST_OPTIONS,
    );
    expect(split.stability.ranking!.holds).toBeLessThan(0.7);
    expect(split.summary).toMatch(/^Unstable/);
  });
});
