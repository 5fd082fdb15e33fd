import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './lexicons';
import { PRICE_SOURCES } from './price-sources';
import {
  GOODS_GROUPS,
  PRODUCT_CATEGORIES,
  PRODUCT_GROUPS,
  UNITS,
  productCategory,
} from './product-categories';
import { placeProduct } from '../reading/reference-price';

describe('product category table', () => {
  it('holds at least 150 categories with unique kebab-case ids across every group', () => {
    expect(PRODUCT_CATEGORIES.length).toBeGreaterThanOrEqual(150);
    const ids = PRODUCT_CATEGORIES.map((category) => category.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const group of PRODUCT_GROUPS)
      expect(PRODUCT_CATEGORIES.filter((category) => category.group === group).length).toBeGreaterThan(0);
    expect(productCategory('eggs')?.label).toBe('eggs');
  });

  it.each(PRODUCT_CATEGORIES.map((category) => [category.id, category] as const))(
    '%s has words, a unit, an ordered price range, a known source and a coarse category',
    (_id, category) => {
      expect(category.words.length).toBeGreaterThan(0);
      expect(category.words).toContain(category.label.toLowerCase());
      expect(UNITS).toContain(category.unit);
      expect(category.reference.unit).toBe(category.unit);
      expect(category.reference.amount).toBeGreaterThan(0);
      const { low, typical, high } = category.priceUsd;
      expect(low).toBeGreaterThanOrEqual(0);
      // Zero only for what is usually free (a student card's annual fee); referencePriceFor then gives no ratio.
      expect(typical > 0 || high > 0).toBe(true);
      expect(low).toBeLessThanOrEqual(typical);
      expect(typical).toBeLessThanOrEqual(high);
      expect(Object.keys(PRICE_SOURCES)).toContain(category.source);
      expect(CATEGORIES).toContain(category.coarse);
      if (category.each !== undefined) expect(['weight', 'volume']).toContain(category.unit);
      const ages = category.audience?.ages;
      if (ages?.min !== undefined && ages.max !== undefined) expect(ages.min).toBeLessThan(ages.max);
    },
  );

  it('weighs a rate over the period its category is priced by, on a balance with a source', () => {
    for (const category of PRODUCT_CATEGORIES.filter((row) => row.interest)) {
      const { balance, per } = category.interest!;
      expect(per, category.id).toBe(category.unit);
      expect(balance.usd).toBeGreaterThan(0);
      expect(balance.source).not.toBe('');
    }
  });

  it('flags no category whose price range is too wide for one reference', () => {
    // Low and high more than 25 times apart (or, for what is often free, a high more than 10 times the typical)
    // mean the category mixes products that need a reference of their own (a punnet of berries and a pound of
    // bananas, a dental visit and a GP's, a plumber's call-out and a handyman's hour).
    const tooWide = PRODUCT_CATEGORIES.filter(({ priceUsd: { low, typical, high } }) =>
      low > 0 ? high / low > 25 : typical > 0 && high / typical > 10,
    ).map((category) => `${category.id}: ${JSON.stringify(category.priceUsd)}`);
    expect(tooWide).toEqual([]);
  });

  it('flags no category whose unit is ambiguous for its group', () => {
    // Goods are priced by the piece, the pack, the weight or the volume, except the services and cover a pet
    // owner buys beside the food; services, stays and plans by time, visit, meal or trip, never by weight or
    // volume, except fuel on the road, tyres counted one by one and drinks and meals out.
    const goodsUnits = new Set(['item', 'count', 'weight', 'volume']);
    const petServices = new Set(['pet-care-services', 'pet-grooming', 'vet-care', 'pet-insurance']);
    const soldByAmount = new Set(['fuel', 'car-tires']);
    const ambiguous = PRODUCT_CATEGORIES.filter((category) =>
      GOODS_GROUPS.has(category.group)
        ? !goodsUnits.has(category.unit) && !petServices.has(category.id)
        : ['weight', 'volume', 'count'].includes(category.unit) &&
          !soldByAmount.has(category.id) &&
          category.group !== 'food-service',
    ).map((category) => `${category.id} (${category.group}) per ${category.unit}`);
    expect(ambiguous).toEqual([]);
  });

  it('gives no word or brand to two categories', () => {
    const owner = new Map<string, string>();
    for (const category of PRODUCT_CATEGORIES)
      for (const phrase of [...category.words, ...category.brands]) {
        const key = phrase.toLowerCase();
        expect(owner.get(key) ?? category.id, `'${key}'`).toBe(category.id);
        owner.set(key, category.id);
      }
  });

  it('places every listed word and brand, said alone, in its own category', () => {
    const misplaced = PRODUCT_CATEGORIES.flatMap((category) =>
      [...category.words, ...category.brands]
        .filter((phrase) => placeProduct(phrase)?.category.id !== category.id)
        .map((phrase) => `${category.id}: '${phrase}' → ${placeProduct(phrase)?.category.id}`),
    );
    expect(misplaced).toEqual([]);
  });

  it('documents every source it cites, and only statistics and list prices name one', () => {
    const cited = new Set(PRODUCT_CATEGORIES.map((category) => category.source));
    for (const [id, source] of Object.entries(PRICE_SOURCES)) {
      expect(cited.has(id as keyof typeof PRICE_SOURCES), `${id} is cited`).toBe(true);
      expect(source.detail.length).toBeGreaterThan(10);
      if (source.kind === 'estimate') expect(source.title).toMatch(/^Estimate:/);
      else expect(source.title).not.toMatch(/estimate/i);
    }
  });

  it('covers the everyday grocery and pharmacy products of a shopping survey', () => {
    const products = [
      'bottled water',
      'ready-to-eat cereal',
      'fresh eggs',
      'carbonated soft drinks',
      'coffee',
      'potato chips',
      'candy',
      'yogurt',
      'milk',
      'bread',
      'toothpaste',
      'shampoo',
      'laundry detergent',
      'paper towels',
      'toilet paper',
      'pain reliever',
      'vitamins',
      'allergy medicine',
      'razors',
      'deodorant',
      'batteries',
      'light bulbs',
      'dog food',
      'cat food',
      'diapers',
      'baby wipes',
      'frozen pizza',
      'ice cream',
      'orange juice',
      'pasta',
      'peanut butter',
      'sunscreen',
      'cold medicine',
      'cookies',
      'cheese',
      'butter',
      'bacon',
      'ground beef',
      'chicken breast',
      'bananas',
      'dish soap',
      'trash bags',
      'body wash',
      'mouthwash',
      'protein bars',
      'energy drinks',
      'beer',
      'wine',
    ];
    expect(products.filter((product) => placeProduct(product) === undefined)).toEqual([]);
  });
});
