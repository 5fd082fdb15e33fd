import { describe, expect, it } from 'vitest';
import { priceReadWords, quantityWords, readingLines, type ConceptReading } from './concept-reading';

describe('the reading in words', () => {
  it('says what a usual price is for, in the units a shopper reads', () => {
    expect(quantityWords('night', 1)).toBe('per night');
    expect(quantityWords('day', 7)).toBe('for 7 days');
    expect(quantityWords('count', 12)).toBe('for 12 pieces');
    expect(quantityWords('weight', 340.19)).toBe('for 340 g (12 oz)');
    expect(quantityWords('volume', 1892.7)).toBe('for 1893 ml (64 fl oz)');
    expect(quantityWords('seat-month', 12)).toBe('for 12 seat-months');
  });

  it('writes the price as read, with its period', () => {
    expect(priceReadWords(null)).toBe('No price stated.');
    expect(priceReadWords({ amount: 12.99, currency: 'EUR', per: 'month' })).toBe('€12.99 per month');
    expect(priceReadWords({ amount: 1200, currency: 'USD', per: 'one-off' })).toBe('$1,200');
  });

  it('says plainly when a concept is placed nowhere, and when the user chose the category', () => {
    const unplaced: ConceptReading = {
      category: null,
      confidence: 0,
      usualPrice: null,
      price: null,
      attributes: [],
      audience: [],
      measuredDomain: false,
      measuredDomainNote: 'Outside the measured domains.',
    };
    expect(readingLines(unplaced).map((line) => line.text)).toEqual([
      'Not placed in any category: its price is judged against the twins’ income alone.',
      'None known.',
      'No price stated.',
      'None read.',
      'Anyone: no audience read.',
      'Outside the measured domains.',
    ]);
    const chosen = readingLines({
      ...unplaced,
      category: { id: 'hotel-stay', label: 'hotel room', group: 'local-services' },
      confidence: 1,
      corrections: { categoryId: 'hotel-stay' },
    });
    expect(chosen[0]!.text).toBe('hotel room (local services), chosen by you');
  });
});
