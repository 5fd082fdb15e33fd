import { describe, expect, it } from 'vitest';
import { readConcept } from './concept-reader';
import { readOffer } from './offer-reader';

describe('offer reader', () => {
  it('reads every part of a coupon offer and its situation', () => {
    const offer = readOffer(
      'You are driving home with your kids at 6 PM; it is rainy and 55°F. A coupon pops up on your phone for a restaurant where a meal costs $20 to $50, 25 minutes away, in the opposite direction. It is valid for 2 hours.',
    );
    expect(offer.venue?.value).toBe('restaurant-mid');
    expect(offer.priceRange?.value).toEqual({ low: 20, high: 50 });
    expect(offer.travelMinutes?.value).toBe(25);
    expect(offer.expiryHours?.value).toBe(2);
    expect(offer.companions?.value).toBe('kids');
    expect(offer.hour?.value).toBe(18);
    expect(offer.weather?.value).toBe('rainy');
    expect(offer.temperatureC?.value).toBe(13);
    expect(offer.trip?.value).toBe('home');
    expect(offer.direction?.value).toBe('opposite');
  });

  it('tells the kinds of place apart', () => {
    expect(readOffer('20% off any latte at our café this week only').venue?.value).toBe('coffee-house');
    expect(readOffer('Happy hour at the pub around the corner').venue?.value).toBe('bar');
    expect(readOffer('Free delivery on carry-out orders tonight').venue?.value).toBe('takeaway');
    expect(readOffer('A neighbourhood diner: burgers under $20').venue?.value).toBe('restaurant-budget');
    expect(readOffer('An upscale steakhouse tasting menu').venue?.value).toBe('restaurant-mid');
  });

  it('does not fire on stray words', () => {
    const offer = readOffer(
      'A granola bar with 20g of protein, ready in 10 minutes. Saves you hours every week; sunny flavours, €3.',
    );
    expect(offer.venue).toBeUndefined();
    expect(offer.travelMinutes).toBeUndefined();
    expect(offer.expiryHours).toBeUndefined();
    expect(readOffer('The app shows a progress bar and a status bar').venue).toBeUndefined();
  });

  it('judges a price range at its middle, not at its first number', () => {
    expect(readConcept('A coupon for a restaurant where a meal costs $20 to $50').price?.amount).toBe(35);
    expect(readConcept('A coupon for a restaurant where a meal costs $20 to $50').categoryLabel).toBe(
      'mid-priced restaurant',
    );
  });

  it('reads the same offer whatever the spacing and capitals', () => {
    const plain = readConcept(
      'A coupon for a coffee house 15 minutes away, valid for 1 day. Driving to work with friends at 7 AM.',
    );
    const spaced = readConcept(
      '  A coupon for a  Coffee House 15 minutes   away,\nvalid for 1 day.  Driving to WORK with friends at 7 am. ',
    );
    expect(spaced.offer).toEqual(plain.offer);
    expect({ ...spaced, text: '', offer: undefined, name: undefined }).toMatchObject({
      category: plain.category,
      specificity: plain.specificity,
      claims: plain.claims,
    });
  });
});
