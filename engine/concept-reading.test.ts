import { describe, expect, it } from 'vitest';
import { SAMPLE_PERSONAS } from './test-personas';
import { conceptReadingOf, readingOverrideProblems } from './concept-reading';
import { conceptTestPrompt } from './llm/prompts';
import { createOfflineProvider } from './offline/offline-provider';

const RENTAL = 'Rent a small car at the airport for seven days, $300.';

describe('the reading shown before a run', () => {
  it('replaces the placement with a chosen category and the usual price with a corrected one', () => {
    const read = conceptReadingOf(RENTAL);
    expect(read.category?.id).toBe('car-rental');
    expect(read.usualPrice).toMatchObject({ unit: 'day', quantity: 7 });
    // A usual price per day is for one day; the concept offers seven.
    const perDay = conceptReadingOf(RENTAL, { override: { usualPrice: { amount: 30, per: 'day' } } });
    expect(perDay.usualPrice).toMatchObject({ amount: 210, source: 'Your correction' });
    const whole = conceptReadingOf(RENTAL, { override: { usualPrice: { amount: 30 } } });
    expect(whole.usualPrice?.amount).toBe(30);
    const hotel = conceptReadingOf(RENTAL, { override: { categoryId: 'hotel-stay' } });
    expect(hotel).toMatchObject({ category: { id: 'hotel-stay' }, confidence: 1 });
    expect(hotel.usualPrice?.unit).toBe('night');
  });

  it('shows the buyers a concept names: ages and sex it states and the trade it is for', () => {
    expect(conceptReadingOf("A women's razor with 5 curved blades, $12.").audience).toContain('women');
    expect(
      conceptReadingOf('An over-50s cruise to the Norwegian fjords, 7 nights, $1,800.').audience,
    ).toContain('people aged 50 and over');
    expect(conceptReadingOf('A chainsaw for professional tree surgeons, $650.').audience).toContain(
      'tree surgeons',
    );
    expect(conceptReadingOf('An over-50s cruise, 7 nights, $1,800.').audience).toEqual([
      'people aged 50 and over',
    ]);
    expect(conceptReadingOf('Invoicing software for coffee shops, $20 a month.').audience).not.toContain(
      'shops',
    );
  });

  it('counts each stated term as the twins weigh it, as written, and a fee that is the price only as the price', () => {
    const counts = (concept: string) =>
      Object.fromEntries(conceptReadingOf(concept).attributes.map((a) => [a.text, a.counts]));
    expect(counts('A savings account paying 4.5%.')).toEqual({ 'a savings account paying 4.5%': 'quality' });
    expect(counts('A credit card, 29.9% on purchases.')).toEqual({ '29.9% on purchases': 'defect' });
    expect(counts('A gym, $99 joining fee and $40 a month.')).toEqual({ '$99 joining fee': 'defect' });
    const card = conceptReadingOf('A travel credit card, $95 annual fee.');
    expect(card.price?.amount).toBe(95);
    expect(card.attributes).toEqual([]);
    expect(conceptReadingOf('A gym, $99 joining fee and $40 a month.').price).toMatchObject({
      amount: 40,
      per: 'month',
    });
  });

  it('reads a feature that makes the product what its category names as the product, not as a feature of it', async () => {
    // 'Vitamin C serum' is a skincare category word: 'a serum with vitamin C' is that product, said the other way.
    expect(conceptReadingOf('For $22: a 30 ml serum with vitamin C.').attributes).toEqual([]);
    expect(conceptReadingOf('For $22: a 30 ml serum with vitamin C and hyaluronic acid.').attributes).toEqual(
      [{ text: 'hyaluronic acid', counts: 'quality' }],
    );
    const provider = createOfflineProvider();
    const intent = async (concept: string) =>
      (await provider.answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept })).purchaseIntent.expected;
    // The wordings differ by how concrete they read, no longer by a step of worth.
    const [serumWithVitaminC, vitaminCSerum] = [
      await intent('For $22: a 30 ml serum with vitamin C.'),
      await intent('A vitamin C serum, 30 ml, for $22.'),
    ];
    expect(Math.abs(serumWithVitaminC - vitaminCSerum)).toBeLessThan(0.1);
  });

  it('names the field of an override it cannot apply', () => {
    expect(readingOverrideProblems(RENTAL, { categoryId: 'nope' })[0]?.name).toBe('reading.categoryId');
    expect(readingOverrideProblems(RENTAL, { usualPrice: { amount: 5, per: 'month' } })[0]?.name).toBe(
      'reading.usualPrice.per',
    );
    expect(readingOverrideProblems('A hand-knitted tea cosy.', { usualPrice: { amount: 5 } })).toEqual([
      expect.objectContaining({ name: 'reading.usualPrice' }),
    ]);
    expect(
      readingOverrideProblems(RENTAL, { categoryId: 'hotel-stay', usualPrice: { amount: 90, per: 'night' } }),
    ).toEqual([]);
  });

  it('makes a dearer usual price raise purchase likelihoods and the choice of that offer', async () => {
    const provider = createOfflineProvider();
    const persona = SAMPLE_PERSONAS[0]!;
    const asked = { persona, concept: RENTAL, currency: 'USD' as const, prices: [300] };
    const [plain] = await provider.purchaseLikelihoods(asked);
    const [dearer] = await provider.purchaseLikelihoods({
      ...asked,
      reading: { usualPrice: { amount: 900 } },
    });
    expect(dearer!).toBeGreaterThan(plain!);
    const offers = [RENTAL, 'Rent a small car at the airport for seven days, $280, insurance not included.'];
    const [first] = await provider.chooseAmong!({ persona, offers });
    const [corrected] = await provider.chooseAmong!({
      persona,
      offers,
      reading: { usualPrice: { amount: 900 } },
    });
    expect(corrected).not.toBeCloseTo(first!, 3);
  });

  it('tells a language model the corrected usual price in place of the table’s', () => {
    expect(conceptTestPrompt(RENTAL)).toContain('car rental usually cost about $420 (USD)');
    const corrected = conceptTestPrompt(RENTAL, { categoryId: 'hotel-stay', usualPrice: { amount: 700 } });
    expect(corrected).toContain('hotel room usually cost about $700 (USD)');
  });
});
