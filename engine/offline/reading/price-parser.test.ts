import { describe, expect, it } from 'vitest';
import { findPrices, parseAmount } from './price-parser';

describe('findPrices', () => {
  it.each([
    ['It costs €1,450.', 1450, 'EUR', 'one-off'],
    ['Only 1.450 EUR', 1450, 'EUR', 'one-off'],
    ['Plans from $29/month', 29, 'USD', 'month'],
    ['£9.99 per month', 9.99, 'GBP', 'month'],
    ['USD 120 a year', 120, 'USD', 'year'],
    ['29 euros monthly', 29, 'EUR', 'month'],
    ['9,99 € p.m.', 9.99, 'EUR', 'month'],
    ['EUR 1.450,50 per year', 1450.5, 'EUR', 'year'],
    ['just $2k', 2000, 'USD', 'one-off'],
    ['$5 per user per month', 5, 'USD', 'month'],
    ['A travel card, $95 annual fee', 95, 'USD', 'year'],
  ])('reads %s', (text, amount, currency, period) => {
    const [price] = findPrices(text);
    expect(price).toMatchObject({ amount, currency, period });
  });

  it('converts recurring prices to euros per month', () => {
    expect(findPrices('USD 120 a year')[0]!.amountEur).toBeCloseTo((120 * 0.92) / 12);
    expect(findPrices('€1,450')[0]!.amountEur).toBe(1450);
  });

  it('reads a minimum, an opening amount or a deposit held as a condition, not as the price', () => {
    for (const text of [
      'A savings account paying 4.5% interest, $1,000 minimum deposit.',
      'A savings account with a minimum deposit of $1,000.',
      'Open it with a minimum of $500.',
      'Pizza delivery, $25 minimum order.',
      'A car rental with a $200 refundable deposit.',
      'A personal loan of $6,000 at 7% interest.',
      'A $6,000 personal loan at 7% APR.',
    ])
      expect(findPrices(text).filter((price) => !price.notAPrice)).toEqual([]);
    expect(findPrices('A car rental, $300 a week, $200 deposit.')[0]).toMatchObject({ amount: 300 });
    // A price said to be the least one pays is still the price.
    expect(findPrices('Plans at a minimum $10 a month.')[0]!.notAPrice).toBeUndefined();
  });

  it('marks an amount named as a fee', () => {
    const [joining, monthly] = findPrices('A gym, $99 joining fee and $40 a month');
    expect(joining).toMatchObject({ amount: 99, fee: true });
    expect(monthly).toMatchObject({ amount: 40, period: 'month' });
    expect(monthly!.fee).toBeUndefined();
    expect(findPrices('A checking account, $12 monthly fee')[0]).toMatchObject({
      period: 'month',
      fee: true,
    });
    expect(findPrices('$10 a month, no fee')[0]!.fee).toBeUndefined();
    expect(findPrices('Concert tickets from $45 plus fees, parking $10')[0]!.fee).toBeUndefined();
    expect(findPrices('Cleaning, $80 excluding fees')[0]!.fee).toBeUndefined();
  });

  it('finds nothing in text without a price', () => {
    expect(findPrices('An app for plants with 3 modes.')).toEqual([]);
  });
});

describe('parseAmount', () => {
  it('tells thousands separators from decimal marks', () => {
    expect(parseAmount('1,450')).toBe(1450);
    expect(parseAmount('1.450')).toBe(1450);
    expect(parseAmount('9,99')).toBe(9.99);
    expect(parseAmount('1,450.50')).toBe(1450.5);
    expect(parseAmount('29')).toBe(29);
  });
});
