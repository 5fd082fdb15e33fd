import { describe, expect, it } from 'vitest';
import { placeProduct } from './product-placement';

describe('placement by meaning, when no category word names the product', () => {
  it.each([
    ['Waterproof rain mac, £65', 'outerwear'],
    ['Penne rigate, 1 lb box, $1.79', 'pasta'],
    ['Decanter, crystal, 750 ml', 'drinkware'],
    ['Tiara for the bride', 'accessories'],
  ])('places "%s" by what its head noun is a kind of', (concept, id) => {
    expect(placeProduct(concept)?.category.id).toBe(id);
  });

  it('is less sure than a named match, and less sure the further up the kind', () => {
    const named = placeProduct('Raincoat, waterproof, £65')!;
    const byMeaning = placeProduct('Waterproof rain mac, £65')!;
    const further = placeProduct('Tiara for the bride')!;
    expect(byMeaning.confidence).toBeLessThan(named.confidence);
    expect(further.confidence).toBeLessThan(byMeaning.confidence);
  });

  it.each([
    // One word of a category under a kind decides nothing: 'piccolo' is a café drink and, first, a flute.
    'Harmonica in C',
    'Cremation urn, brass, adult size',
    // A name, by its case inside the line or in WordNet.
    'Waterproof Mac, £65',
    'Paris, 3 nights',
    // A synonym in one sense only: an airport lounge is no sofa.
    'Airport lounge access, 3 hours, £35',
    // Billed as a plan: what the thing is does not say which plan.
    'Three dinners a week for two, delivered with recipes, $69.99',
    // No noun phrase opens the line.
    'Stream with your whole family',
  ])('refuses "%s"', (concept) => {
    expect(placeProduct(concept)).toBeUndefined();
  });
});
