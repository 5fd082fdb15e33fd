import { describe, expect, it } from 'vitest';
import type { PricingStudyInput } from '@contracts/pricing-study';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { createOfflineProvider } from '../../offline/offline-provider';
import { statedPriceOf } from '../../offline/pricing/purchase-at-price';
import { executePricingStudy, ladderFor } from './run-pricing-study';

const provider = createOfflineProvider();
const panel = { twins: LIBRARY_PANEL.length, chosenBy: 'filters' as const, matched: LIBRARY_PANEL.length };
const EGGS = 'A dozen large free-range eggs from local farms, sold at the supermarket.';

async function study(input: PricingStudyInput) {
  const ladder = ladderFor(input)!;
  return executePricingStudy({ provider, personas: LIBRARY_PANEL, input, ladder, panel, seed: 'test' });
}

describe('a Gabor-Granger study on the consumer model', () => {
  it('finds demand falling as the price rises for an ordinary product, and the best revenue at a ladder price', async () => {
    const prices = [1, 2, 3, 4, 6, 8, 12];
    const { analysis, answers } = await study({
      concept: EGGS,
      currency: 'USD',
      method: 'gabor-granger',
      prices,
    });
    const shares = analysis.demand.map((point) => point.share);
    for (let k = 1; k < shares.length; k++) expect(shares[k]).toBeLessThan(shares[k - 1]!);
    expect(shares[0]! - shares.at(-1)!).toBeGreaterThan(0.2);
    expect(prices).toContain(analysis.revenueMaximisingPrice);
    expect(answers).toHaveLength(LIBRARY_PANEL.length);
    expect(answers[0]!.detail.likelihoods.map((point) => point.price)).toEqual(prices);
  });

  it('agrees with a concept test written at the usual price, where the twins’ demand is centred', async () => {
    const usual = ladderFor({ concept: EGGS, currency: 'USD' })!.usualPrice!;
    expect(usual).toMatchObject({ label: 'eggs', basis: 'reference' });
    const { answers } = await study({
      concept: EGGS,
      currency: 'USD',
      method: 'gabor-granger',
      prices: [usual.amount / 2, usual.amount, usual.amount * 2],
    });
    const persona = LIBRARY_PANEL[0]!;
    const direct = await provider.answerConcept({
      persona,
      concept: `${EGGS} $${usual.amount.toFixed(2)} a dozen.`,
    });
    const [, atUsual] = answers[0]!.detail.likelihoods;
    const dist = direct.purchaseIntent.distribution;
    expect(atUsual!.likelihood).toBeCloseTo(dist[3]! + dist[4]!, 1);
  });

  it('suggests a ladder around the usual price of the product and says so', () => {
    const ladder = ladderFor({ concept: EGGS, currency: 'USD' })!;
    expect(ladder.source).toBe('suggested');
    expect(ladder.prices).toHaveLength(7);
    expect(ladder.note).toMatch(/^Suggested around the usual price of eggs, \$\d+\.\d\d\.$/);
    expect(ladder.usualPrice!.source).toContain('BLS');
    const centre = ladder.prices[3]!;
    expect(ladder.prices[0]).toBeLessThan(centre);
    expect(ladder.prices[6]).toBeGreaterThan(centre);
    expect(ladderFor({ concept: 'Something nice for everyone.', currency: 'EUR' })).toBeUndefined();
  });
});

describe('a Van Westendorp study on the consumer model', () => {
  it('gives each twin four ordered prices and curves ordered as the method requires', async () => {
    const { analysis, answers } = await study({ concept: EGGS, currency: 'USD', method: 'van-westendorp' });
    for (const { detail } of answers) {
      const t = detail.thresholds!;
      expect(t.tooCheap).toBeLessThan(t.bargain);
      expect(t.bargain).toBeLessThanOrEqual(t.gettingExpensive);
      expect(t.gettingExpensive).toBeLessThanOrEqual(t.tooExpensive);
    }
    for (const point of analysis.curves) {
      expect(point.tooCheap).toBeLessThanOrEqual(point.bargain + 1e-9);
      // Both curves reach the whole panel at the top, summed in different orders.
      expect(point.tooExpensive).toBeLessThanOrEqual(point.gettingExpensive + 1e-9);
    }
    const range = analysis.acceptableRange!;
    expect(range.low).toBeLessThan(range.high);
    expect(analysis.optimalPrice).toBeGreaterThan(range.low * 0.8);
    expect(analysis.optimalPrice).toBeLessThan(range.high * 1.2);
  });
});

describe('a pricing study of a product the engine cannot place', () => {
  const KIT = 'A monthly plant-care kit for €18.99 with a soil moisture sensor and a care app';
  const stated = statedPriceOf(KIT, 'USD')!;
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle)
      ? (sorted[middle - 1]! + sorted[middle]!) / 2
      : sorted[Math.floor(middle)]!;
  };
  const shareAt = async (price: number) => {
    const likelihoods = await Promise.all(
      LIBRARY_PANEL.map((persona) =>
        provider.purchaseLikelihoods({ persona, concept: KIT, currency: 'USD', prices: [price] }),
      ),
    );
    return likelihoods.reduce((sum, [likelihood]) => sum + likelihood!, 0) / LIBRARY_PANEL.length;
  };

  it('judges its stated price as a concept test does, and five times that price as far too much', async () => {
    const persona = LIBRARY_PANEL[0]!;
    const [atStated] = await provider.purchaseLikelihoods({
      persona,
      concept: KIT,
      currency: 'USD',
      prices: [stated],
    });
    const dist = (await provider.answerConcept({ persona, concept: KIT })).purchaseIntent.distribution;
    expect(atStated).toBeCloseTo(dist[3]! + dist[4]!, 1);
    // The only real answers that far above a usual price (Twin-2K-500 pricing task, bottled water at 3.5 to 5.1
    // times its reference price: 4 of 59 would buy) put the share at 7%, the 95% Wilson interval's top at 16%.
    expect(await shareAt(5 * stated)).toBeLessThan(0.16);
  });

  it("finds a Van Westendorp 'too expensive' within a few times the stated price", async () => {
    const input = { concept: KIT, currency: 'USD' as const, method: 'van-westendorp' as const };
    const { analysis, answers } = await study(input);
    expect(ladderFor(input)!.note).toMatch(/concept's own price/);
    // In the same task, demand fell to a fifth of its level when free (the study's 'too expensive' level,
    // price-thresholds.ts) by about twice the usual price for three of the four products (water 2.0×, cereal 1.7×,
    // soft drinks 1.75×); three times the stated price leaves room for a panel unlike those shoppers.
    expect(median(answers.map((answer) => answer.detail.thresholds!.tooExpensive))).toBeLessThan(3 * stated);
    const range = analysis.acceptableRange!;
    expect(range.low).toBeLessThan(stated);
    expect(range.high).toBeGreaterThan(stated);
    expect(range.high).toBeLessThan(3 * stated);
  });
});
