import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { conceptReadingOf } from '../../concept-reading';
import { evaluate } from '../model/evaluate';
import { readPersona } from '../model/persona-features';
import { studyUsualPrice } from '../pricing/purchase-at-price';
import { readConcept } from './concept-reader';

/** Concepts read the brands the twins know (issue 42): a famous name is judged with the perceptions of its tier. */

const twin = readPersona(LIBRARY_PANEL.find((persona) => persona.country_code === 'US')!);
const priceTermOf = (concept: string) => {
  const term = evaluate(readConcept(concept), twin).terms.find((t) => t.topic === 'price');
  return term?.topic === 'price' ? term : undefined;
};

describe('the brand a concept names', () => {
  it('is read as the table writes it, and ordinary words are not taken for brands', () => {
    expect(readConcept('A Starbucks oat-milk latte, 16 oz, $5.50').brand?.name).toBe('Starbucks');
    expect(readConcept('Coca-Cola, 12 cans, $6.99').brand?.name).toBe('Coca-Cola');
    expect(readConcept('An Ikea bookcase for $79').brand?.name).toBe('IKEA');
    expect(readConcept('Next-day delivery of running shoes, $120').brand).toBeUndefined();
    expect(readConcept('Target customers get a seat cover for $30').brand).toBeUndefined();
    expect(readConcept('A nike-style trainer for $40').brand).toBeUndefined();
    expect(readConcept('A Brewtopia oat-milk latte, 16 oz, $5.50').brand).toBeUndefined();
  });

  it("judges a premium brand's product at its category's usual price, as people chose in the camera conjoint", () => {
    expect(priceTermOf('Nike running shoes, $120')!.usualPrice).toBe(
      priceTermOf('Stridewell running shoes, $120')!.usualPrice,
    );
    expect(studyUsualPrice('Nike running shoes', 'USD')).toEqual(
      studyUsualPrice('Stridewell running shoes', 'USD'),
    );
  });

  it("judges a luxury brand's price by what the twin can afford, not as a multiple of the ordinary product's", () => {
    expect(priceTermOf('A Gucci leather belt, $450')?.rule).toBe('income-share');
    expect(priceTermOf('A Velmora leather belt, $450')?.rule).toBe('reference');
  });

  it('keeps a usual price the user corrected as given, brand or not', () => {
    const corrected = readConcept('Nike running shoes, $120', {
      usualPrice: { amount: 100, currency: 'USD' },
    });
    const term = evaluate(corrected, twin).terms.find((t) => t.topic === 'price');
    expect(term?.topic === 'price' && Math.round(term.usualPrice!)).toBe(100);
  });

  it('is shown in the reading, with where it is known and its tier', () => {
    const reading = conceptReadingOf('A Starbucks oat-milk latte, 16 oz, $5.50');
    expect(reading.brand).toEqual({
      name: 'Starbucks',
      tier: 'premium',
      note: 'Premium brand; a household name in the US, the UK, the Netherlands and Malta (awareness estimates).',
    });
    expect(conceptReadingOf('A Brewtopia oat-milk latte, 16 oz, $5.50').brand).toBeNull();
  });
});
