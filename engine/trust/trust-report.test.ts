import { describe, expect, it } from 'vitest';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { TwinAnswerItem } from '@contracts/feedback';
import { trustReportSchema } from '@contracts/trust-report';
import { testPersona } from '../test-personas';
import { trustSubjectOf } from './run-type-subjects';
import { buildTrustReport } from './trust-report';

const COUPON = 'A coupon for a coffee house 5 minutes away, valid for 1 day';
const B2B_SOFTWARE = 'A CRM for B2B sales teams at $25 per user per month, with pipeline forecasting';
const OPTIONS = {
  seed: 'test',
  provider: 'offline',
  engineVersion: 'test',
  now: new Date('2026-11-26T09:00:00Z'),
};

function answerItem(personaId: string, intent: number): TwinAnswerItem {
  return {
    personaId,
    sender: 'ai',
    personaName: personaId,
    text: 'An answer.',
    detailed: {
      sentiment: null,
      sentimentScore: null,
      personaName: personaId,
      interestLevel: Math.round(intent),
      concept: { interestLevel: Math.round(intent) },
      purchaseIntent: null,
      reasonsFor: [],
      reasonsAgainst: [],
      concerns: [],
      suggestions: [],
    },
    followUpConversations: [],
  };
}

/** A concept test whose twins (alternating countries, ages and incomes) gave these interest levels. */
function conceptTest(concept: string, intents: readonly number[]) {
  const personas = intents.map((_, i) =>
    testPersona({
      id: `t${i}`,
      age: 20 + ((i * 7) % 50),
      country_code: i % 2 ? 'UK' : 'NL',
      segments: { income_bracket: (['Low', 'Middle', 'High'] as const)[i % 3]! },
    }),
  );
  const record = {
    id: 'r1',
    type: 'focus-group',
    concept,
    concept_details: null,
    selected_personas: personas.map((p) => p.id),
    summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
    stored_type: 'focus-group',
    filters: null,
    engine: null,
    trust: null,
    audiences: [],
    created_at: '2026-11-26T09:00:00Z',
    updated_at: '2026-11-26T09:00:00Z',
    responses: personas.map((p, i) => answerItem(p.id, intents[i]!)),
    overall_analysis: null,
  } satisfies Omit<FeedbackRecordOf<'focus-group'>, 'user_id'>;
  return buildTrustReport(trustSubjectOf(record, personas)!, OPTIONS);
}

/** `count` answers in the proportions of a varied real-looking panel. */
const varied = (count: number) => Array.from({ length: count }, (_, i) => [1, 2, 3, 4, 5, 4, 2][i % 7]!);

describe('trust report', () => {
  it('sets a very good deal beside people’s disagreement on questions as many said yes to, not over all questions', () => {
    const EGGS = 'A dozen large free-range eggs at $2.10';
    // 19 of 20 twins would buy: they disagree 2·19·1 / (20·19) = 10% of the time. Over all pricing questions people
    // disagree 32% (half of it, 16%, would flag this); on questions with 90–100% yes they disagree 8%.
    const deal = conceptTest(EGGS, [...Array.from({ length: 19 }, () => 5), 2]);
    expect(deal.spread.disagreement).toBeCloseTo(0.1, 5);
    expect(deal.spread.people!.value).toBeLessThan(0.1);
    expect(deal.spread.tooAlike).toBe(false);
    expect(deal.spread.note).toContain('(90%–100% yes)');
    // Unanimous twins are still more alike than people at that yes share.
    expect(
      conceptTest(
        EGGS,
        Array.from({ length: 20 }, () => 5),
      ).spread.tooAlike,
    ).toBe(true);
  });

  it('flags a panel of identical twins as too alike, and not a panel as varied as people', () => {
    const identical = conceptTest(COUPON, [4, 4, 4, 4, 4, 4, 4]);
    expect(identical.spread.tooAlike).toBe(true);
    expect(identical.summary).toContain('much more alike than real people');
    const mixed = conceptTest(COUPON, [1, 4, 2, 5, 3, 4, 2]);
    expect(mixed.spread.tooAlike).toBe(false);
    expect(mixed.summary).toContain('as varied as real people');
  });

  it('flags a run whose answers are all 5 as too positive, and not one as positive as people are', () => {
    const allFive = conceptTest(COUPON, [5, 5, 5, 5, 5, 5, 5]);
    expect(allFive.positivity.topBoxShare).toBe(1);
    expect(allFive.positivity.tooPositive).toBe(true);
    expect(allFive.summary).toContain('far more positive than real people');
    expect(conceptTest(COUPON, [5, 4, 2, 5, 1, 4, 3]).positivity.tooPositive).toBe(false);
  });

  it('narrows the intervals of the headline figures as the panel grows', () => {
    const width = (count: number) => {
      const meanIntent = conceptTest(COUPON, varied(count)).stability.headlines[0]!;
      expect(meanIntent.low).toBeLessThanOrEqual(meanIntent.value);
      expect(meanIntent.high).toBeGreaterThanOrEqual(meanIntent.value);
      return meanIntent.high - meanIntent.low;
    };
    const [seven, seventy, sevenHundred] = [width(7), width(70), width(700)];
    expect(seventy).toBeLessThan(seven * 0.6);
    expect(sevenHundred).toBeLessThan(seventy * 0.6);
  });

  it('places a coupon concept in a measured domain with its validation figures, and a B2B software concept outside', () => {
    const coupon = conceptTest(COUPON, varied(7)).measuredDomain;
    expect(coupon.measured).toBe(true);
    expect(coupon.figures.map((f) => f.label)).toContain('AUC on held-out respondents (coupon survey)');
    const software = conceptTest(B2B_SOFTWARE, varied(7));
    expect(software.measuredDomain).toMatchObject({ measured: false, figures: [] });
    expect(software.summary).toMatch(/outside the measured domains$/);
  });

  it('is the same when computed again, and a unanimous verdict holds in every resample', () => {
    const first = conceptTest(COUPON, [5, 5, 4, 5, 4, 5, 5]);
    expect(trustReportSchema.parse(first)).toEqual(first);
    expect(conceptTest(COUPON, [5, 5, 4, 5, 4, 5, 5])).toEqual(first);
    expect(first.stability.ranking).toMatchObject({ top: 'positive', holds: 1 });
    expect(first.summary).toMatch(/^Stable: the top answer \(positive\) holds in 100% of resamples/);
  });

  it('lists the segments too small to read and how far the weighted mix is from the market', () => {
    const { panel } = conceptTest(COUPON, varied(7));
    expect(panel.size).toBe(7);
    expect(panel.countries).toEqual(['NL', 'UK']);
    expect(panel.smallSegments).toContainEqual({ dimension: 'Income', segment: 'High', twins: 2 });
    expect(panel.smallSegments.some((s) => s.dimension === 'Country')).toBe(false);
    expect(panel.mix.map((m) => m.dimension)).toEqual(['Age', 'Income']);
    expect(panel.mixDistance).toBeGreaterThan(0);
    expect(panel.mixDistance).toBeLessThan(1);
  });
});
