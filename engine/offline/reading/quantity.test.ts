import { describe, expect, it } from 'vitest';
import { readQuantity, sizeInGrams, sizeInMillilitres } from './quantity';

describe('readQuantity', () => {
  it.each([
    ['Vitamin D3, 100 ct', 100],
    ["Eggland's Best Classic Extra Large White Eggs, 12 count", 12],
    ['Spring water (Pack of 35)', 35],
    ['Spring water, 35-pack', 35],
    ['Coca-Cola Soda Pop, 12 fl oz, 12 Pack Cans', 12],
    ['a dozen eggs', 12],
    ['half a dozen eggs', 6],
    ['a half-dozen bagels', 6],
    ['two dozen eggs', 24],
    ['Printer paper, 1,200 sheets', 1200],
    ['2 packs of 24 bottles', 48],
    ['set of four umbrellas', 4],
    ['18 eggs, cage free', 18],
    ['8 AA batteries', 8],
    ['Tide Pods, 42 Count', 42],
    ['Coke, twelve 12-ounce cans', 12],
    ['a twelve-pack of soda', 12],
    ['six bottles of wine', 6],
    ['A bottle of 100 ibuprofen 200 mg tablets', 100],
  ])('reads the count of %s', (text, count) => {
    expect(readQuantity(text).count).toBe(count);
  });

  it('tells a pack size from a count of pieces', () => {
    expect(readQuantity('pack of 2 umbrellas').countKind).toBe('pack');
    expect(readQuantity('100 tablets').countKind).toBe('count');
  });

  it.each([
    ['OZARKA Spring Water, 16.9-ounce plastic bottles (Pack of 35)', 16.9, 'oz'],
    ['Cinnamon Toast Crunch, Family Size, 18.8 oz', 18.8, 'oz'],
    ['Coca-Cola, 12 fl oz, 12 Pack Cans', 12, 'fl oz'],
    ['Soda, 16.9 fl. oz. bottle', 16.9, 'fl oz'],
    ['Sparkling water, 1.5 L', 1.5, 'l'],
    ['Olive oil 500 ml', 500, 'ml'],
    ['Ground beef, 2 lb', 2, 'lb'],
    ['Rice, 5 pounds of long grain', 5, 'lb'],
    ['Flour 1 kg', 1, 'kg'],
    ['Yogurt, 3 x 250 g', 250, 'g'],
    ['Milk, 1 gallon', 1, 'gal'],
  ])('reads the size in %s', (text, amount, unit) => {
    expect(readQuantity(text).size).toMatchObject({ amount, unit });
  });

  it('reads "3 x 250 g" as three pieces of 250 g', () => {
    expect(readQuantity('3 x 250 g').count).toBe(3);
    expect(readQuantity('3 x 250 g').size).toMatchObject({ amount: 250, unit: 'g' });
  });

  it.each([
    ['Sensitive baby wipes, a pack of 6 x 72 wipes for $18.', 432],
    ['baby wipes 6x72', 432],
    ['baby wipes, 6 packs of 72', 432],
    ['AA batteries, 2 × 4', 8],
  ])('multiplies packs by pieces in %s', (text, count) => {
    expect(readQuantity(text).count).toBe(count);
  });

  it.each([
    ['Greek yogurt, 4 x 12 oz', 4, 12, 'oz'],
    ['Coca-Cola, 12 x 12 fl oz cans', 12, 12, 'fl oz'],
    ['Spring water, 24 x 16.9 fl. oz.', 24, 16.9, 'fl oz'],
  ])('reads %s as a pack count times a piece size', (text, count, amount, unit) => {
    expect(readQuantity(text)).toMatchObject({ count, countKind: 'pack', size: { amount, unit } });
  });

  it.each(['a rug, 60 x 90 cm', 'a 1920 x 1080 monitor', 'a 2 x 4 x 8 ft board'])(
    'reads no count from the dimensions in %s',
    (text) => {
      expect(readQuantity(text).count).toBeUndefined();
    },
  );

  it.each([
    ['$12 per user per month', ['seat', 'month']],
    ['$8/user/month', ['seat', 'month']],
    ['$40 per seat', ['seat']],
    ['Hotel room, $189 per night', ['night']],
    ['Tutoring at $50 an hour', ['hour']],
    ['$15 per class', ['session']],
    ['$99, billed annually', ['year']],
    ['$25 per person', ['person']],
  ])('reads the basis of %s', (text, per) => {
    expect(readQuantity(text).per).toEqual(per);
  });

  it('reads stated lengths and seats', () => {
    expect(readQuantity('3 nights in Lisbon').durations.night).toBe(3);
    expect(readQuantity('a 2-hour session').durations.hour).toBe(2);
    expect(readQuantity('a 12-month plan').durations.month).toBe(12);
    expect(readQuantity('Pilates, 10 classes').durations.session).toBe(10);
    expect(readQuantity('CRM for up to 10 users').seats).toBe(10);
    expect(readQuantity('A meal kit with 3 meals for 2 people').durations.serving).toBe(3);
    expect(readQuantity('A meal kit with 3 meals for 2 people').people).toBe(2);
    expect(readQuantity('dinner for two').people).toBe(2);
  });

  it('does not read prices, speeds, networks or milligrams as quantities', () => {
    expect(readQuantity('A $12 pack of batteries').count).toBeUndefined();
    expect(readQuantity('a pack of AA batteries').count).toBeUndefined();
    expect(readQuantity('a can of soup').count).toBeUndefined();
    expect(readQuantity('a meal kit').per).toEqual([]);
    expect(readQuantity('a user-friendly app').per).toEqual([]);
    expect(readQuantity('rooms for 2 adults').count).toBeUndefined();
    expect(readQuantity('an umbrella that survives 60 mph storms').count).toBeUndefined();
    expect(readQuantity('a 5G phone').size).toBeUndefined();
    expect(readQuantity('Ibuprofen 200 mg').size).toBeUndefined();
    expect(readQuantity('100% natural spring water').count).toBeUndefined();
    const gym = readQuantity('a gym 45 minutes from your home');
    expect(gym.count).toBeUndefined();
    expect(gym.per).toEqual([]);
  });
});

describe('size conversions', () => {
  it('converts weights to grams and volumes to millilitres', () => {
    expect(sizeInGrams({ amount: 2, unit: 'lb', text: '2 lb' })).toBeCloseTo(907.18, 1);
    expect(sizeInMillilitres({ amount: 12, unit: 'fl oz', text: '12 fl oz' })).toBeCloseTo(354.88, 1);
    expect(sizeInMillilitres({ amount: 1.5, unit: 'l', text: '1.5 L' })).toBe(1500);
    expect(sizeInGrams({ amount: 500, unit: 'ml', text: '500 ml' })).toBeUndefined();
  });

  it('reads ounces as either, since the product decides', () => {
    const ounces = { amount: 16.9, unit: 'oz' as const, text: '16.9 oz' };
    expect(sizeInGrams(ounces)).toBeCloseTo(479.1, 1);
    expect(sizeInMillilitres(ounces)).toBeCloseTo(499.8, 1);
  });
});
