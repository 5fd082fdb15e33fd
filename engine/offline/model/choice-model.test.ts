import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { answerConceptOffline } from '../offline-provider';
import { choiceProbabilities, isNoneOption } from './choice-model';

const panel = LIBRARY_PANEL.filter((twin) => twin.country_code === 'US');

/** The panel's mean chance of choosing each offer. */
function shares(offers: readonly string[], withNone = false): number[] {
  const sums = new Array<number>(offers.length + (withNone ? 1 : 0)).fill(0);
  for (const twin of panel)
    choiceProbabilities(offers, twin, { withNone }).forEach(
      (p, j) => (sums[j] = sums[j]! + p / panel.length),
    );
  return sums;
}

/** The panel chooses the first of two offers more often than the second. */
function expectPreferred(better: string, worse: string) {
  const [first, second] = shares([better, worse]);
  expect(first).toBeGreaterThan(second!);
}

describe('choice model', () => {
  it('gives chances that sum to 1 with and without "none of these"', () => {
    const offers = ['A blender with a 1-year warranty, $89', 'A blender with a 3-year warranty, $99'];
    for (const withNone of [false, true]) {
      const p = choiceProbabilities(offers, panel[0]!, { withNone });
      expect(p).toHaveLength(offers.length + (withNone ? 1 : 0));
      expect(p.reduce((sum, v) => sum + v, 0)).toBeCloseTo(1, 10);
    }
    expect(shares(offers, true)[2]).toBeGreaterThan(0.02);
  });

  it('makes a dominated offer lose and a longer warranty at the same price win', () => {
    const [withWifi, without] = shares([
      'A digital camera with wifi, $179',
      'A digital camera with no wifi, $179',
    ]);
    expect(withWifi).toBeGreaterThan(0.55);
    expect(without).toBeLessThan(0.45);
    expectPreferred('A blender with a 5-year warranty, $89', 'A blender with a 1-year warranty, $89');
  });

  it('values how well a product does its job above a further function, and that above its looks', () => {
    expectPreferred('A digital camera with a higher pixel count, $179', 'A digital camera with wifi, $179');
    expectPreferred('A digital camera with wifi, $179', 'A digital camera with a swivel screen, $179');
  });

  it('prefers no monthly fee to a high one, and a lower interest rate', () => {
    expectPreferred('A gym membership with no monthly fee', 'A gym membership with a high monthly fee');
    expectPreferred('A credit card with 15% APR', 'A credit card with 25% APR');
  });

  it('prefers the sooner service whichever way the wait is said, and a longer warranty in months', () => {
    expectPreferred(
      'A plumber call-out with arrival within 2 hours, $150',
      'A plumber call-out with next-day arrival, $150',
    );
    expectPreferred('A blender with a 24-month warranty, $89', 'A blender with a 12-month warranty, $89');
  });

  it('prefers the higher rate where the product pays it, and the lower where it charges it', () => {
    const [paysMore, paysLess] = shares([
      'A savings account paying 4.5% interest, no monthly fee',
      'A savings account paying 2% interest, no monthly fee',
    ]);
    expect(paysMore).toBeGreaterThan(0.55);
    expect(paysLess).toBeLessThan(0.45);
    // The category says who the interest is paid to, when the words do not ('at 5% interest').
    expectPreferred(
      'A 12-month certificate of deposit at 5% interest',
      'A 12-month certificate of deposit at 3% interest',
    );
    expectPreferred('A personal loan at 7% interest', 'A personal loan at 12% interest');
  });

  it('weighs a fee on a monthly product as the same money in its price, over the same months', () => {
    // $5 a month and a $5 monthly fee is the $10 price; $40 a month and a $99 joining fee, over the four months a
    // recurring price is weighed for, is about $65 a month.
    const [dearer, withFee] = shares([
      'A checking account for $10 a month.',
      'A checking account for $5 a month, with a $5 monthly fee.',
    ]);
    expect(Math.abs(dearer! - withFee!)).toBeLessThan(0.3);
    const [plain, joining] = shares([
      'A gym membership for $65 a month.',
      'A gym membership for $40 a month, with a $99 joining fee.',
    ]);
    expect(Math.abs(plain! - joining!)).toBeLessThan(0.2);
  });

  it('splits offers that trade a feature against the price, moving with the price gap', () => {
    const featureShare = (gap: number) =>
      shares([`A digital camera with wifi, $${129 + gap}`, 'A digital camera with no wifi, $129'])[0]!;
    const split = [0, 20, 60, 150].map(featureShare);
    expect(split[0]).toBeGreaterThan(0.55);
    expect(split[3]).toBeLessThan(0.45);
    for (let i = 1; i < split.length; i += 1) expect(split[i]).toBeLessThan(split[i - 1]!);
  });

  it('leaves the offers for none more often the more a twin minds the price, not less', () => {
    const offers = [
      'A digital camera with a higher zoom and wifi, $229',
      'A digital camera with video capture, $129',
      'A digital camera with a swivel screen, $179',
    ];
    const noneChance = (income: 'Low' | 'High') =>
      panel.reduce((sum, twin) => {
        const copy = { ...twin, segments: { ...twin.segments, income_bracket: income } };
        return sum + choiceProbabilities(offers, copy, { withNone: true }).at(-1)! / panel.length;
      }, 0);
    expect(noneChance('High')).toBeLessThan(noneChance('Low'));
  });

  it('recognises the outside option', () => {
    expect(isNoneOption('None of these: I would not buy any of these cameras')).toBe(true);
    expect(isNoneOption('Neither')).toBe(true);
    expect(isNoneOption('A camera with no wifi')).toBe(false);
  });
});

describe('concept tests read the same attributes', () => {
  const intent = (concept: string) =>
    panel.reduce(
      (sum, persona) => sum + answerConceptOffline({ persona, concept }).purchaseIntent.expected,
      0,
    );

  it('moves intent with a feature and a warranty', () => {
    expect(intent('A digital camera with wifi, $179')).toBeGreaterThan(
      intent('A digital camera with no wifi, $179'),
    );
    expect(intent('A kettle with a 5-year warranty, $45')).toBeGreaterThan(
      intent('A kettle with a 1-year warranty, $45'),
    );
  });

  it('reads financing on a product that is no loan as a term, not as money on a card balance', () => {
    // Counted on a $3,000 card balance, '0% interest' on $49 earbuds put the panel at 4.9 and 29% APR at 1.8.
    expect(intent('Wireless earbuds for $49, pay in 4 with 0% interest.') / panel.length).toBeLessThan(4.5);
    expect(intent('Wireless earbuds for $49 with 29% APR financing.') / panel.length).toBeGreaterThan(2.5);
  });

  it('reads the amount of a loan as what is borrowed, not as its price, and its rate beside it', () => {
    // Read as the price, '$6,000' against a $250 monthly payment put the panel at 1.05, and the rate went unread.
    const stated = intent('A personal loan of $6,000 at 7% interest.') / panel.length;
    expect(stated).toBeGreaterThan(2.5);
    expect(Math.abs(stated - intent('A personal loan at 7% interest.') / panel.length)).toBeLessThan(0.2);
    // Half the amount borrowed is owed on average while it is repaid: the rate counts on it.
    const gap = (amount: string) =>
      intent(`A personal loan of ${amount} at 7% interest.`) -
      intent(`A personal loan of ${amount} at 12% interest.`);
    expect(gap('$20,000')).toBeGreaterThan(gap('$2,000'));
  });

  it('moves intent with the money a rate makes on a typical balance, without answering for every twin at once', () => {
    // Money many times the usual price counts for less and less, as a price does: neither the best savings rate nor
    // the dearest card puts the panel at the end of the scale, and its twins still differ.
    const intents = (concept: (rate: number) => string, rates: number[]) =>
      rates.map((rate) =>
        LIBRARY_PANEL.map(
          (persona) => answerConceptOffline({ persona, concept: concept(rate) }).purchaseIntent.expected,
        ),
      );
    const savings = intents(
      (rate) => `A savings account paying ${rate}% interest with no fee.`,
      [0.5, 2, 4.5],
    );
    const cards = intents((rate) => `A credit card with ${rate}% APR and no annual fee.`, [29, 21, 15]);
    for (const rates of [savings, cards]) {
      const means = rates.map(
        (panelIntents) => panelIntents.reduce((sum, v) => sum + v, 0) / panelIntents.length,
      );
      expect(means[1]).toBeGreaterThan(means[0]!);
      expect(means[2]).toBeGreaterThan(means[1]!);
      for (const [k, panelIntents] of rates.entries()) {
        expect(means[k]).toBeGreaterThan(1.5);
        expect(means[k]).toBeLessThan(4.5);
        expect(Math.max(...panelIntents) - Math.min(...panelIntents)).toBeGreaterThan(0.5);
      }
    }
  });
});
