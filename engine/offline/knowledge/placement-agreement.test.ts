import { describe, expect, it } from 'vitest';
import { placeProduct } from './product-placement';

describe('a listed phrase inside a compound that is another thing', () => {
  it.each([
    ['Egg cup set of 4, ceramic', 'eggs'],
    ['Tea set, porcelain, 15 pieces', 'tea'],
    ['Hot water bottle, 2 litre, fleece cover', 'drinkware'],
    ['Ginger beer, 4 bottles', 'beer'],
    ['Fish and chips for two, £18', 'chips'],
    // A gapped phrase across a compound: a dining room hired is no private hire car.
    ['Private dining room hire for 20 guests', 'rideshare-taxi'],
  ])('does not place "%s" by the phrase inside it (%s)', (concept, id) => {
    expect(placeProduct(concept)?.category.id).not.toBe(id);
  });

  it('does not read a word of the refused phrase alone by meaning either', () => {
    expect(placeProduct('Hot water bottle, 2 litre, fleece cover')).toBeUndefined();
  });

  it.each([
    // A compound that is a kind of what the phrase names, or of the category's words.
    ['Smoked salmon, 200 g', 'seafood'],
    ['Tomato ketchup, 500 g squeezy bottle', 'condiments'],
    // A compound the phrase qualifies, of the same kind beside it.
    ['Naproxen sodium caplets 220 mg, 100 count', 'pain-relievers'],
    // Words between a gapped phrase that are a material or an animal, not a product.
    ['Insulated stainless steel flask, 750 ml', 'drinkware'],
    ['Cage-free large white eggs, 18 count', 'eggs'],
    // The compound read by meaning when its phrase is refused: a water jug is no bottled water but is drinkware.
    ['Glass water jug, 1.5 L', 'drinkware'],
  ])('keeps "%s" where it is', (concept, id) => {
    expect(placeProduct(concept)?.category.id).toBe(id);
  });
});
