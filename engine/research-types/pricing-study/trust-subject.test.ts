import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import type { PriceThresholds } from '@contracts/pricing-study';
import { formatFigure, trustReportSchema } from '@contracts/trust-report';
import { vanWestendorpPoints } from '../../research-methods/van-westendorp';
import { testPersona } from '../../test-personas';
import { trustSubjectOf } from '../../trust/run-type-subjects';
import { answerItem, recordBase, TRUST_OPTIONS, twentyTwins } from '../../trust/testing';
import { PRICE_READING } from '../../trust/trust-subject';
import { retestOf } from '../../trust/stability';
import { buildTrustReport } from '../../trust/trust-report';
import { middlePriceIndex } from './trust-subject';

describe('a pricing study as a trust subject', () => {
  function pricing(likelihoodsOf: (i: number) => number[]): FeedbackRecordContent {
    const prices = [1, 2, 3, 4, 5];
    return {
      ...recordBase,
      type: 'pricing_study',
      concept: 'A new snack bar',
      concept_details: { method: 'gabor-granger', currency: 'EUR' },
      overall_analysis: null,
      method: 'gabor-granger',
      currency: 'EUR',
      prices,
      demand: [],
      revenueMaximisingPrice: 3,
      acceptableRange: null,
      optimalPrice: null,
      indifferencePrice: null,
      responses: twentyTwins.map((p, i) =>
        answerItem(p.id, {
          personaName: p.name,
          likelihoods: prices.map((price, k) => ({ price, likelihood: likelihoodsOf(i)[k]! })),
          thresholds: null,
        }),
      ),
    };
  }

  it('a pricing study reports the revenue-maximising price with its interval and how often it stays the best', () => {
    const record = pricing((i) => (i % 4 === 0 ? [0.9, 0.6, 0.3, 0.1, 0] : [0.95, 0.85, 0.75, 0.3, 0.1]));
    const report = buildTrustReport(trustSubjectOf(record, twentyTwins)!, TRUST_OPTIONS);
    const price = report.stability.headlines.find((h) => h.key === 'revenue-maximising-price')!;
    expect(price).toMatchObject({ label: 'Revenue-maximising price', unit: 'money', value: 3 });
    expect(price.low).toBeLessThanOrEqual(3);
    expect(price.high).toBeGreaterThanOrEqual(3);
    expect(report.stability.ranking).toMatchObject({ label: 'Best price on the ladder', top: '€3.00' });
    expect(report.stability.ranking!.holds).toBeGreaterThan(0.9);
    // A twin's chance of a yes at a price is its likelihood of buying there: the mean over twins and prices.
    expect(report.positivity.topBoxShare).toBeCloseTo(0.75 * 0.59 + 0.25 * 0.38, 5);
    // Each price is a question: twins who all say yes at €1 and all say no at €5 are not alike on €2–€4.
    expect(report.spread.disagreement).toBeGreaterThan(0);
    expect(report.spread.people).not.toBeNull();
  });

  it('a pricing study whose twins are torn between two prices reports that price as unstable', () => {
    // Revenue at €2 and €3 within a few cents: resampled panels keep swapping the best price.
    const record = pricing((i) => (i % 2 === 0 ? [1, 0.9, 0.5, 0, 0] : [1, 0.6, 0.5, 0.1, 0]));
    const report = buildTrustReport(trustSubjectOf(record, twentyTwins)!, TRUST_OPTIONS);
    expect(report.stability.ranking!.holds).toBeLessThan(0.9);
    const price = report.stability.headlines[0]!;
    expect(price.high - price.low).toBeGreaterThan(0);
  });

  it('a pricing study’s second sample reads a likelihood at the middle price as a yes from even odds, as its subject does', () => {
    const record = pricing(() => [1, 0.8, 0.5, 0.2, 0]);
    expect(middlePriceIndex([1, 2, 3, 4, 5])).toBe(2);
    expect([0, 0.49, 0.5, 1].map(PRICE_READING.point)).toEqual([1, 1, 2, 2]);
    const subject = trustSubjectOf(record, twentyTwins)!;
    expect(subject.scale).toEqual(PRICE_READING.scale);
    const pairs = [0.45, 0.7, 0.5].map((second) => ({
      first: PRICE_READING.point(0.5),
      second: PRICE_READING.point(second),
    }));
    const report = buildTrustReport(subject, {
      ...TRUST_OPTIONS,
      provider: 'openai-compatible',
      retest: retestOf(pairs, PRICE_READING.scale),
    });
    expect(report.stability.retest).toEqual({ twins: 3, sameSide: 2 / 3, meanDifference: 1 / 3 });
    expect(report.stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 67% stayed on the same side of would buy / would not.",
    );
  });

  it('a pricing panel of twins certain of one answer at each price is too alike; twins unsure each way are not', () => {
    const certain = buildTrustReport(
      trustSubjectOf(
        pricing(() => [1, 1, 1, 0, 0]),
        twentyTwins,
      )!,
      TRUST_OPTIONS,
    );
    expect(certain.spread).toMatchObject({ disagreement: 0, tooAlike: true });
    // Each twin answering once, at even odds, disagrees with another half the time, as people torn on a price do.
    const unsure = buildTrustReport(
      trustSubjectOf(
        pricing(() => [0.5, 0.5, 0.5, 0.5, 0.5]),
        twentyTwins,
      )!,
      TRUST_OPTIONS,
    );
    expect(unsure.spread.disagreement).toBeCloseTo(0.5, 5);
    expect(unsure.spread.tooAlike).toBe(false);
  });

  const thresholdsAround = (usual: number): PriceThresholds => ({
    tooCheap: usual * 0.5,
    bargain: usual * 0.8,
    gettingExpensive: usual * 1.2,
    tooExpensive: usual * 1.6,
  });
  /** A Van Westendorp study of `count` twins, each naming its four prices around its own usual price. */
  function vanWestendorp(count: number, usualPriceOf: (i: number) => number): FeedbackRecordContent {
    const twins = Array.from({ length: count }, (_, i) =>
      testPersona({ id: `v${i}`, age: 20 + (i % 6) * 10 }),
    );
    return {
      ...recordBase,
      type: 'pricing_study',
      concept: "Eggland's Best eggs, 12 count",
      concept_details: { method: 'van-westendorp', currency: 'EUR' },
      selected_personas: twins.map((p) => p.id),
      overall_analysis: null,
      method: 'van-westendorp',
      currency: 'EUR',
      prices: [],
      demand: [],
      revenueMaximisingPrice: null,
      acceptableRange: null,
      optimalPrice: null,
      indifferencePrice: null,
      responses: twins.map((p, i) =>
        answerItem(p.id, {
          personaName: p.name,
          likelihoods: [],
          thresholds: thresholdsAround(usualPriceOf(i)),
        }),
      ),
    };
  }
  const twinsOf = (record: FeedbackRecordContent) =>
    record.selected_personas.map((id, i) => testPersona({ id, age: 20 + (i % 6) * 10 }));
  const vanWestendorpReport = (record: FeedbackRecordContent) =>
    buildTrustReport(trustSubjectOf(record, twinsOf(record))!, TRUST_OPTIONS);
  // Usual prices €3–€7, repeating every eleven twins, so a bigger panel holds the same mix more often.
  const usualPrice = (i: number) => 3 + ((i * 7) % 11) * 0.4;

  it('a Van Westendorp study: the range’s ends and the optimal price with intervals, named prices’ spread, no positivity', () => {
    const record = vanWestendorp(22, usualPrice);
    const report = vanWestendorpReport(record);
    expect(report.stability.headlines.map((h) => h.key)).toEqual([
      'acceptable-low',
      'acceptable-high',
      'optimal-price',
    ]);
    for (const headline of report.stability.headlines) {
      expect(headline.unit).toBe('money');
      expect(headline.low).toBeLessThanOrEqual(headline.value);
      expect(headline.high).toBeGreaterThanOrEqual(headline.value);
    }
    const [low, high, optimal] = report.stability.headlines;
    expect(low!.value).toBeLessThan(optimal!.value);
    expect(optimal!.value).toBeLessThan(high!.value);
    // The same points the study itself reports for this panel.
    const points = vanWestendorpPoints({
      answers: Array.from({ length: 22 }, (_, i) => thresholdsAround(usualPrice(i))),
      weights: Array.from({ length: 22 }, () => 1),
    });
    expect(optimal!.value).toBeCloseTo(points.optimalPrice, 9);
    expect(report.stability.ranking).toMatchObject({
      label: 'Where the optimal price point lands',
      top: `€${optimal!.value.toFixed(2)} ± 5%`,
    });
    // Its money figures are read in the study's currency.
    expect(report.currency).toBe('EUR');
    expect(formatFigure(optimal!.value, optimal!.unit, report.currency)).toBe(
      `€${optimal!.value.toFixed(2)}`,
    );
    expect(report.stability.ranking!.holds).toBeGreaterThan(0);
    expect(report.stability.ranking!.holds).toBeLessThanOrEqual(1);
    expect(report.spread).toMatchObject({
      scaleDeviation: null,
      disagreement: null,
      people: null,
      tooAlike: false,
    });
    expect(report.spread.named.map((f) => f.label)).toEqual([
      'Too cheap',
      'A bargain',
      'Getting expensive',
      'Too expensive',
    ]);
    // Every twin's four prices are the same multiples of its usual price, so all four vary alike.
    const variation = report.spread.named[3]!.variation;
    expect(variation).toBeGreaterThan(0.1);
    for (const figure of report.spread.named) expect(figure.variation).toBeCloseTo(variation, 9);
    expect(report.spread.note).toContain('No measured reference');
    expect(report.positivity).toMatchObject({ topBoxShare: null, low: null, high: null, tooPositive: false });
    expect(report.positivity.note).toMatch(/^Not applicable/);
    expect(report.measuredDomain.measured).toBe(true);
    expect(report.panel.size).toBe(22);
    expect(trustReportSchema.parse(report)).toEqual(report);
  });

  it('a Van Westendorp study’s intervals narrow as the panel grows', () => {
    const widths = [11, 44, 176].map((count) =>
      vanWestendorpReport(vanWestendorp(count, usualPrice)).stability.headlines.map((h) => h.high - h.low),
    );
    for (let k = 1; k < widths.length; k += 1)
      widths[k]!.forEach((width, h) => expect(width).toBeLessThan(widths[k - 1]![h]!));
    const holds = [11, 176].map(
      (count) => vanWestendorpReport(vanWestendorp(count, usualPrice)).stability.ranking!.holds,
    );
    expect(holds[1]).toBeGreaterThan(holds[0]!);
  });

  it('a Van Westendorp panel of identical twins is too alike, with intervals of no width', () => {
    const report = vanWestendorpReport(vanWestendorp(12, () => 4));
    expect(report.spread.tooAlike).toBe(true);
    expect(report.spread.named.every((f) => f.variation === 0)).toBe(true);
    expect(report.summary).toContain('every twin gave the same answer');
    for (const headline of report.stability.headlines) expect(headline.high - headline.low).toBe(0);
    expect(report.stability.ranking!.holds).toBe(1);
  });
});
