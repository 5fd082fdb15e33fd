import { describe, expect, it } from 'vitest';
import { readAttributes, readPrincipal } from './attributes';

const read = (text: string) =>
  readAttributes(text).attributes.map(({ text: _text, ...attribute }) => attribute);

describe('attribute reading', () => {
  it('reads levels and features present or absent in a feature list', () => {
    expect(
      read(
        'A Nikon digital camera with a standard pixel count, a higher zoom, no video capture, a swivel screen and no wifi, $79',
      ),
    ).toEqual([
      { form: 'level', kind: 'pixel count', level: 'standard', value: 0 },
      { form: 'level', kind: 'zoom', level: 'higher', value: 1 },
      { form: 'presence', kind: 'video capture', present: false },
      { form: 'presence', kind: 'swivel screen', present: true },
      { form: 'presence', kind: 'wifi', present: false },
    ]);
  });

  it('reads numbers with units and money amounts that are not the price', () => {
    expect(read('A blender for $89 with a 5-year warranty and a $9.99 delivery fee')).toEqual([
      { form: 'number', kind: 'warranty', value: 5, unit: 'year' },
      { form: 'money', kind: 'delivery fee', amount: 9.99, period: 'one-off' },
    ]);
    expect(read('A credit card with 18% APR, 2% cash back and a $95 annual fee')).toEqual([
      { form: 'number', kind: 'apr', value: 18, unit: '%' },
      { form: 'number', kind: 'cash back', value: 2, unit: '%' },
      { form: 'money', kind: 'yearly fee', amount: 95, period: 'yearly' },
    ]);
    // A wait said by its day or within a time is one kind, sooner or later.
    expect(read('A plumber call-out with next-day arrival, $150')).toEqual([
      { form: 'number', kind: 'arrival', value: 1, unit: 'day' },
    ]);
    expect(read('A plumber call-out with arrival within 2 hours, $150')).toEqual([
      { form: 'number', kind: 'arrival', value: 2, unit: 'hour' },
    ]);
    // A rate is what an item is about even after a term: the 5%, not the 12 months, which it holds for.
    expect(read('A 12-month certificate of deposit at 5% interest')).toEqual([
      { form: 'number', kind: 'certificate deposit interest', value: 5, unit: '%', period: { months: 12 } },
    ]);
    expect(read('A certificate of deposit at 5% interest for 12 months')).toEqual(
      read('A 12-month certificate of deposit at 5% interest'),
    );
    expect(read('A bond, 3-year term, paying 4% a year')).toEqual([
      { form: 'number', kind: 'term', value: 3, unit: 'year' },
      { form: 'number', kind: 'paying', value: 4, unit: '%' },
    ]);
    expect(read('A laptop with 16 GB RAM and 12 hours of battery, $999')).toEqual([
      { form: 'number', kind: 'ram', value: 16, unit: 'GB' },
      { form: 'number', kind: 'battery', value: 12, unit: 'hour' },
    ]);
    expect(read('A gym with a $50 joining fee and a $20 per month fee')).toEqual([
      { form: 'money', kind: 'joining fee', amount: 50, period: 'one-off' },
      { form: 'money', kind: 'fee', amount: 20, period: 'monthly' },
    ]);
  });

  it('reads a rate stated for a period only, with the rate after it, and cash back wherever it stands', () => {
    expect(read('A credit card with 0% APR for 15 months, then 24.9%, and no annual fee')).toEqual([
      { form: 'number', kind: 'apr', value: 0, unit: '%', period: { months: 15, then: 24.9 } },
      { form: 'presence', kind: 'yearly fee', present: false },
    ]);
    expect(read('A card with 0% intro APR for the first year then 22% APR')).toEqual([
      { form: 'number', kind: 'intro apr', value: 0, unit: '%', period: { months: 12, then: 22 } },
    ]);
    // A loan's term is no period of its rate.
    expect(read('A personal loan at 7% APR over five years')[0]).not.toHaveProperty('period');
    expect(read('A credit card with no yearly fee that gives you 2% cashback on all purchases')).toEqual([
      { form: 'number', kind: 'cash back', value: 2, unit: '%' },
    ]);
    expect(read('A cashback credit card: 2% back on every purchase')).toEqual([
      { form: 'number', kind: 'cash back', value: 2, unit: '%' },
    ]);
  });

  it('reads points or miles per dollar as cash back at a cent each', () => {
    for (const earns of [
      '3x points on every purchase',
      '3 points per dollar spent',
      '3X miles on all purchases',
    ])
      expect(read(`A travel credit card earning ${earns}, $95 annual fee`)).toEqual([
        { form: 'number', kind: 'cash back', value: 3, unit: '%' },
        { form: 'money', kind: 'yearly fee', amount: 95, period: 'yearly' },
      ]);
  });

  it('reads a rate beside an amount, and the amount a loan borrows', () => {
    expect(read('A personal loan of $6,000 at 7% interest')).toEqual([
      { form: 'number', kind: 'personal loan interest', value: 7, unit: '%' },
    ]);
    expect(readPrincipal('A personal loan of $6,000 at 7% interest')).toBe(6000);
    expect(readPrincipal('Borrow up to £5k over three years')).toBe(5000);
    expect(readPrincipal('A $12,000 car loan at 6% APR')).toBe(12000);
    expect(readPrincipal('A personal loan at 7% with a $50 loan fee')).toBeUndefined();
  });

  it('reads an amount with a thousands separator as one item', () => {
    expect(read('A savings account paying 4.5% interest, $1,000 minimum deposit')).toEqual([
      { form: 'number', kind: 'savings account paying interest', value: 4.5, unit: '%' },
      { form: 'money', kind: 'minimum deposit', amount: 1000, period: 'one-off' },
    ]);
  });

  it('reads levels in words, included and free', () => {
    expect(read('A phone plan: high monthly fee, local coverage, international calls not included')).toEqual([
      { form: 'level', kind: 'monthly fee', level: 'high', value: 1 },
      { form: 'level', kind: 'coverage', level: 'local', value: 0 },
      { form: 'presence', kind: 'international calls', present: false },
    ]);
    expect(read('A gym membership with no monthly fee, free towels and classes included')).toEqual([
      { form: 'presence', kind: 'monthly fee', present: false },
      { form: 'presence', kind: 'towels', present: true },
      { form: 'presence', kind: 'classes', present: true },
    ]);
  });

  it('reads no feature from a product name and its price, and reports what it cannot make out', () => {
    expect(readAttributes('Tide Original liquid laundry detergent, at $12.99')).toEqual({
      attributes: [],
      unread: [],
    });
    expect(readAttributes('A camera with wifi and a, $100').unread).toEqual([]);
    expect(readAttributes('A tent with wifi and 3.').unread).toEqual(['3']);
  });
});
