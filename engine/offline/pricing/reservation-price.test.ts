import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { PRODUCT_GROUPS } from '../knowledge/categories/category-entry';
import { GROUP_PRICE_RESPONSE } from '../knowledge/price-spread';
import { studyDemandOffline, studyThresholdsOffline, studyUsualPrice } from './purchase-at-price';
import {
  demandAtPrices,
  normalCdf,
  reservationOf,
  reservationSpread,
  thresholdsOf,
} from './reservation-price';

const panelShare = (concept: string, prices: number[]): number[] => {
  const rows = LIBRARY_PANEL.map((persona) =>
    studyDemandOffline({ persona, concept, currency: 'USD', prices }),
  );
  return prices.map((_, k) => rows.reduce((sum, row) => sum + row[k]!, 0) / rows.length);
};

describe("a twin's reservation price", () => {
  it('reads the normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });

  it('spreads staples wider than electronics, as their elasticities differ', () => {
    expect(GROUP_PRICE_RESPONSE.groceries.categoryElasticity).toBeGreaterThan(
      GROUP_PRICE_RESPONSE.electronics.categoryElasticity,
    );
    expect(reservationSpread('groceries')).toBeGreaterThan(reservationSpread('electronics'));
  });

  it('in every group, at three times the usual price leaves at most a quarter of the demand at half of it', () => {
    for (const group of PRODUCT_GROUPS) {
      for (const atUsual of [0.2, 0.5, 0.9]) {
        const reservation = reservationOf({ usualPrice: 10, group, income: 'middle' });
        const [half, usual, triple] = demandAtPrices([5, 10, 30], atUsual, 10, reservation);
        expect(usual).toBeCloseTo(atUsual, 9);
        expect(half).toBeGreaterThan(usual!);
        expect(triple!).toBeLessThanOrEqual(half! / 4);
      }
    }
  });

  it('is higher for a richer twin', () => {
    const base = { usualPrice: 10, group: 'electronics' as const };
    const middle = reservationOf({ ...base, income: 'middle' }).centre;
    expect(reservationOf({ ...base, income: 'high' }).centre).toBeGreaterThan(middle);
    expect(reservationOf({ ...base, income: 'low' }).centre).toBeLessThan(middle);
  });

  it('gives four ordered Van Westendorp prices, too cheap where quality is doubted', () => {
    const food = reservationOf({ usualPrice: 10, group: 'groceries', income: 'middle' });
    const tools = reservationOf({ usualPrice: 10, group: 'home', income: 'middle' });
    for (let k = 0; k < 50; k++) {
      const t = thresholdsOf(food, `twin-${k}`);
      expect(t.tooCheap).toBeLessThan(t.bargain);
      expect(t.bargain).toBeLessThan(t.gettingExpensive);
      expect(t.gettingExpensive).toBeLessThan(t.tooExpensive);
    }
    // Quality is harder to see in food: doubts start nearer the usual price.
    const same = 'twin-1';
    expect(thresholdsOf(food, same).tooCheap / thresholdsOf(food, same).gettingExpensive).toBeGreaterThan(
      thresholdsOf(tools, same).tooCheap / thresholdsOf(tools, same).gettingExpensive,
    );
  });
});

describe("a pricing study's demand on the library panel", () => {
  const EARBUDS = 'Wireless noise-cancelling earbuds';

  it('falls as the price rises, to at most a quarter at three times the usual price of its demand at half', () => {
    for (const concept of [
      EARBUDS,
      'A dozen free-range eggs',
      'A monthly video streaming subscription with ads removed',
    ]) {
      const P = studyUsualPrice(concept, 'USD')!.amount;
      const shares = panelShare(
        concept,
        [0.5, 0.75, 1, 1.5, 2, 3].map((m) => m * P),
      );
      for (let k = 1; k < shares.length; k++) expect(shares[k]).toBeLessThan(shares[k - 1]!);
      expect(shares.at(-1)!).toBeLessThanOrEqual(shares[0]! / 4);
    }
  });

  it('takes the ladder’s price in place of any price the concept states or seems to state', () => {
    // 'Free-range' once broke the reading of eggs: the curve was flat.
    const [cheap, dear] = panelShare('A dozen free-range eggs', [2, 8]);
    expect(cheap! - dear!).toBeGreaterThan(0.3);
    // The price in the text changes nothing: only the ladder's price is judged.
    for (const [a, b] of [
      ['A large pepperoni pizza with free delivery, $9', 'A large pepperoni pizza with free delivery, $40'],
      ['A large pepperoni pizza, 2 for 1, $12', 'A large pepperoni pizza, 2 for 1, $30'],
    ] as const)
      expect(panelShare(a, [10, 15, 25])).toEqual(panelShare(b, [10, 15, 25]));
  });

  it('centres a premium product on the top of its usual range', () => {
    const plain = studyUsualPrice(EARBUDS, 'USD')!;
    const premium = studyUsualPrice(`Premium ${EARBUDS}`, 'USD')!;
    expect(premium.amount).toBeGreaterThan(plain.amount);
    expect(premium.source).toContain('premium product');
  });

  it('centres on a usual price the caller gives, when it knows one', () => {
    const persona = LIBRARY_PANEL[0]!;
    const at = (usualPrice?: number) =>
      studyDemandOffline({
        persona,
        concept: EARBUDS,
        currency: 'USD',
        prices: [150],
        ...(usualPrice && { usualPrice }),
      });
    expect(at(250)[0]!).toBeGreaterThan(at()[0]!);
    expect(studyUsualPrice(EARBUDS, 'USD', 250)).toMatchObject({ amount: 250, basis: 'given' });
  });

  it('has nearly every twin take an everyday product free (the zero-price effect), beyond its fall in price', () => {
    for (const concept of ['A family-size box of breakfast cereal', 'A dozen eggs', 'A bottle of water']) {
      const P = studyUsualPrice(concept, 'USD')!.amount;
      const [free, half] = panelShare(concept, [0, P / 2]);
      expect(free!).toBeGreaterThan(0.9);
      expect(free! - half!).toBeGreaterThan(0.15);
    }
  });

  it('moves a poorer twin’s reservation price lower, not its spread: income counts once', () => {
    const persona = LIBRARY_PANEL.find((p) => p.segments.income_bracket === 'Middle')!;
    const poorer = { ...persona, segments: { ...persona.segments, income_bracket: 'Low' as const } };
    const [middle, low] = [persona, poorer].map((twin) =>
      studyThresholdsOffline({ persona: twin, concept: EARBUDS, currency: 'USD', prices: [] }),
    );
    expect(low!.gettingExpensive).toBeLessThan(middle!.gettingExpensive);
    // Too expensive lies the same share of the spread above getting expensive for both.
    expect(low!.tooExpensive / low!.gettingExpensive).toBeCloseTo(
      middle!.tooExpensive / middle!.gettingExpensive,
      6,
    );
  });

  it('gives Van Westendorp thresholds around the usual price', () => {
    const P = studyUsualPrice(EARBUDS, 'USD')!.amount;
    const answers = LIBRARY_PANEL.map((persona) =>
      studyThresholdsOffline({ persona, concept: EARBUDS, currency: 'USD', prices: [] }),
    );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(answers.map((t) => t.tooCheap))).toBeLessThan(P);
    expect(median(answers.map((t) => t.tooExpensive))).toBeGreaterThan(P);
    const expensive = median(answers.map((t) => t.gettingExpensive));
    expect(expensive).toBeGreaterThan(0.7 * P);
    expect(expensive).toBeLessThan(1.5 * P);
  });
});
