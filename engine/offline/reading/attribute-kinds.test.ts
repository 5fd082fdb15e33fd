import { describe, expect, it } from 'vitest';
import { CARD_INTEREST, SAVINGS_INTEREST } from '../knowledge/categories/financial';
import { attributeWorth, RATE_HORIZON_MONTHS } from './attribute-kinds';
import { readAttributes } from './attributes';

/** The worth of the one attribute a text states, on a product with these interest terms. */
const worthOf = (text: string, interest = CARD_INTEREST) => {
  const [attribute] = readAttributes(text).attributes;
  return attributeWorth(attribute!, { interest, conceptPerUsd: 1 });
};

describe('what an offer costs and gives, as money', () => {
  it('weighs a rate for a period only over its months, then the rate after it', () => {
    const { balance, usualRate } = CARD_INTEREST;
    // For good, 0% saves the card's usual 21% on its typical balance every year.
    expect(worthOf('A credit card with 0% APR')!.money).toBeCloseTo((usualRate / 100) * balance.usd);
    // For 15 months of the horizon the saving is the same; for the rest, the usual rate.
    const share = 15 / RATE_HORIZON_MONTHS;
    expect(worthOf('A credit card with 0% APR for 15 months')!.money).toBeCloseTo(
      share * (usualRate / 100) * balance.usd,
    );
    // A stated rate after it is charged for the rest: 24.9% against the usual 21%.
    expect(worthOf('A credit card with 0% APR for 15 months, then 24.9%')!.money).toBeCloseTo(
      (share * usualRate - (1 - share) * (24.9 - usualRate)) * (balance.usd / 100),
    );
    // A period as long as the horizon or longer is the rate for good.
    expect(worthOf('A credit card with 0% APR for 5 years')!.money).toBeCloseTo(
      (usualRate / 100) * balance.usd,
    );
  });

  it('reads a bare percentage on a product that pays or charges interest as its rate', () => {
    const bare = worthOf('A savings account paying 4.5%', SAVINGS_INTEREST)!.money;
    expect(bare).toBeGreaterThan(0);
    expect(bare).toBeCloseTo(worthOf('A savings account paying 4.5% interest', SAVINGS_INTEREST)!.money);
    // Where no interest terms apply, a percentage is no rate.
    const [discount] = readAttributes('A sofa, 20% off').attributes;
    expect(attributeWorth(discount!, {})?.money ?? 0).toBe(0);
  });

  it('counts cash back on a card as money on a year of its typical spending', () => {
    const spending = CARD_INTEREST.spending!.usd;
    expect(worthOf('A credit card with 2% cash back')).toMatchObject({ steps: 0, money: 0.005 * spending });
    expect(worthOf('A credit card with 1% cash back')!.money).toBeCloseTo(-0.005 * spending);
    // A product with no spending through it (a savings account) keeps it in steps.
    expect(worthOf('A savings account with 2% cash back', SAVINGS_INTEREST)!.money).toBe(0);
  });

  it('counts a fee as a cost however it is named, an opening or a minimum one too', () => {
    const fee = (text: string) => {
      const attribute = readAttributes(text).attributes.find((a) => a.form === 'money');
      return attributeWorth(attribute!, {})?.money;
    };
    expect(fee('A business bank account with a $50 account opening fee')).toBe(-50);
    expect(fee('A transfer service with a $5 minimum charge per transfer')).toBe(-5);
  });

  it('counts a minimum deposit, a minimum order or a refundable deposit as a condition, not as money', () => {
    for (const text of [
      'A savings account with a $1,000 minimum deposit',
      'A savings account with a minimum opening deposit of $100',
      'Pizza delivery with a $25 minimum order',
      'A car rental with a $200 refundable deposit',
    ])
      expect(worthOf(text, SAVINGS_INTEREST)).toBeUndefined();
    // A deposit kept is still a cost.
    expect(worthOf('A car rental with a $200 non-refundable deposit', SAVINGS_INTEREST)).toBeDefined();
  });
});
