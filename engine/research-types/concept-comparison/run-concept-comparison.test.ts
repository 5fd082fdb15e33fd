import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { createOfflineProvider } from '../../offline/offline-provider';
import { executeConceptComparison } from './run-concept-comparison';

const provider = createOfflineProvider();
const panel = { twins: LIBRARY_PANEL.length, chosenBy: 'filters' as const, matched: LIBRARY_PANEL.length };

const compare = (variants: string[]) =>
  executeConceptComparison({ provider, personas: LIBRARY_PANEL, variants, panel, seed: 'test' });

describe('a concept comparison on the choice model', () => {
  it('splits two offers that trade a feature against the price, the featured one losing share as its premium grows', async () => {
    const plain = 'A digital camera with 20 megapixels and a 10x zoom, for $150.';
    const premiums = [0, 10, 30, 60, 120];
    const shares: number[] = [];
    for (const premium of premiums) {
      const featured = `A digital camera with 20 megapixels, a 10x zoom and wifi, for $${150 + premium}.`;
      const { analysis } = await compare([featured, plain]);
      shares.push(analysis.variants[0]!.preferredShare);
      expect(analysis.variants[0]!.preferredShare + analysis.variants[1]!.preferredShare).toBeCloseTo(1, 10);
      expect(analysis.headToHead[0]![1]).toBeCloseTo(analysis.variants[0]!.preferredShare, 10);
    }
    for (let k = 1; k < shares.length; k++) expect(shares[k]).toBeLessThan(shares[k - 1]!);
    // At the same price the feature wins; at almost twice the price the plain camera does.
    expect(shares[0]).toBeGreaterThan(0.55);
    expect(shares.at(-1)).toBeLessThan(0.45);
    // Not everyone at once: each twin's own taste and price response split the panel in between.
    expect(shares.some((share) => share > 0.2 && share < 0.8)).toBe(true);
  });

  it('makes an offer that is better on every count win, and the one it dominates lose', async () => {
    const { analysis } = await compare([
      'A robot vacuum for $329 without wifi, with a 1-year warranty and a $15 delivery fee.',
      'A robot vacuum for $299 with wifi, a 2-year warranty and free delivery.',
    ]);
    expect(analysis.winner).toBe(1);
    // $30 and three small features on a $300 vacuum, each counted once (decision 048): a third of the chances stay
    // with the dominated offer, from the logit's noise fitted on real choices.
    expect(analysis.variants[0]!.preferredShare).toBeLessThan(0.4);
  });

  it('tells apart offers that differ only in words: a 5-year warranty and a delivery fee against a 1-year warranty and free delivery', async () => {
    const warrantyShare = async (fee: number) => {
      const { analysis, answers } = await compare([
        `A washing machine for $650 with a 5-year warranty and a $${fee} delivery fee.`,
        'A washing machine for $650 with a 1-year warranty and free delivery.',
      ]);
      const undecided = answers.filter((answer) => answer.detail.reason.startsWith('No preference'));
      expect(undecided.length).toBeLessThan(answers.length);
      return analysis.variants[0]!.preferredShare;
    };
    // Each term counts once (decision 048): the longer warranty is worth about a $40 fee and free delivery, so the
    // split turns on the fee.
    const [small, usual, large] = [
      await warrantyShare(10),
      await warrantyShare(40),
      await warrantyShare(150),
    ];
    expect(small).toBeGreaterThan(usual);
    expect(usual).toBeGreaterThan(large);
    expect(small).toBeGreaterThan(0.5);
    expect(large).toBeLessThan(0.5);
  });
});

describe('a concept comparison of rates against fees', () => {
  const shareOfFirst = async (variants: [string, string]) => {
    const { analysis } = await compare(variants);
    return analysis.variants[0]!.preferredShare;
  };

  it('prefers the savings account that pays more on a typical balance, unless its fee eats the difference', async () => {
    // 2.5 points on a typical $8,000 balance is about $17 a month: more than a $5 fee, much less than a $50 one.
    const noFee = 'A savings account paying 2% interest with no fee.';
    expect(
      await shareOfFirst(['A high-yield savings account paying 4.5% interest with a $5 monthly fee.', noFee]),
    ).toBeGreaterThan(0.7);
    expect(
      await shareOfFirst([
        'A high-yield savings account paying 4.5% interest with a $50 monthly fee.',
        noFee,
      ]),
    ).toBeLessThan(0.3);
  });

  it('prefers the card and the loan that charge less interest on a typical balance', async () => {
    // 9 points on a typical $3,000 carried balance is $270 a year: more than a $95 annual fee.
    expect(
      await shareOfFirst([
        'A credit card with 15% APR and a $95 annual fee.',
        'A credit card with 24% APR and no annual fee.',
      ]),
    ).toBeGreaterThan(0.6);
    // On a personal loan the rate is a part of the monthly payment: 5 points on a typical $6,000 owed is $25 of a
    // usual $250, and the cheaper loan leads by as much as a price 10% lower would; more, the wider the gap.
    const [nearer, wider] = [
      await shareOfFirst(['A personal loan at 7% interest.', 'A personal loan at 12% interest.']),
      await shareOfFirst(['A personal loan at 7% interest.', 'A personal loan at 24% interest.']),
    ];
    expect(nearer).toBeGreaterThan(0.5);
    expect(wider).toBeGreaterThan(nearer);
  });
});

describe('a concept comparison on the consumer model', () => {
  it('names the clearly better variant (same price, no defect) the winner, with reasons about what differs', async () => {
    const better = 'A stainless steel water bottle that keeps drinks cold for 24 hours. $25.';
    const worse = 'A stainless steel water bottle that leaks and keeps drinks cold for 2 hours. $25.';
    const { analysis, answers } = await executeConceptComparison({
      provider,
      personas: LIBRARY_PANEL,
      variants: [worse, better],
      panel,
      seed: 'test',
    });
    expect(analysis.winner).toBe(1);
    expect(analysis.variants[1]!.preferredShare).toBeGreaterThan(0.6);
    expect(analysis.variants[1]!.meanIntent).toBeGreaterThan(analysis.variants[0]!.meanIntent);
    expect(analysis.variants[0]!.differences.join(' ')).toMatch(/leaks/);
    const preferringBetter = answers.filter((answer) => answer.detail.preferred === 1);
    for (const answer of preferringBetter)
      expect(answer.detail.reason).toMatch(/^Prefers Variant B to Variant A/);
  });

  it('names no winner between two wordings of the same offer', async () => {
    const { analysis } = await executeConceptComparison({
      provider,
      personas: LIBRARY_PANEL,
      variants: [
        'A stainless steel water bottle that keeps drinks cold for 24 hours. $25.',
        'A water bottle of stainless steel that keeps drinks cold for 24 hours. $25.',
      ],
      panel,
      seed: 'test',
    });
    expect(analysis.winner).toBeNull();
  });
});
