import { describe, expect, it } from 'vitest';
import { readOffer } from './offer-reader';
import { findPrices } from './price-parser';
import { readQuantity } from './quantity';

describe('numbers with thousands separators', () => {
  it.each([
    ['$1,200', 1200],
    ['It costs $1,200.', 1200],
    ['$1,200.50 per year', 1200.5],
    ['USD 12,345,678', 12345678],
  ])('the price parser reads %s as %d', (text, amount) => {
    expect(findPrices(text)[0]!.amount).toBe(amount);
  });

  it('does not read the start of a longer number as a price', () => {
    expect(findPrices('$1,2000').map((p) => p.amount)).not.toContain(1200);
  });

  it('the offer reader reads a $1,200 price as 1,200, not 1.2', () => {
    expect(readOffer('A weekend at a restaurant for $1,200').priceRange?.value).toEqual({
      low: 1200,
      high: 1200,
    });
    expect(readOffer('Dinner for two costs $1,200 to $1,500').priceRange?.value).toEqual({
      low: 1200,
      high: 1500,
    });
    expect(readOffer('A latte for $4.50 at the café').priceRange?.value).toEqual({ low: 4.5, high: 4.5 });
  });

  it('the quantity reader reads 1,200 sheets as 1,200 and ignores the price', () => {
    expect(readQuantity('Printer paper, 1,200 sheets for $1,200').count).toBe(1200);
    expect(readQuantity('A $12 pack of AA batteries').count).toBeUndefined();
  });
});
