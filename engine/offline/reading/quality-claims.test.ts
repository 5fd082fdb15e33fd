import { describe, expect, it } from 'vitest';
import { readConcept } from './concept-reader';

const claims = (text: string) => readConcept(text).quality.map((q) => [q.text, q.valence]);

describe('quality claims', () => {
  it('reads defects and qualities with their clause', () => {
    expect(claims('An umbrella that survives 60 mph storms')).toEqual([['survives 60 mph storms', 1]]);
    expect(claims('An umbrella that breaks in the first strong wind')).toEqual([
      ['breaks in the first strong wind', -1],
    ]);
    expect(claims('A laptop that overheats and crashes')).toEqual([
      ['overheats', -1],
      ['crashes', -1],
    ]);
    expect(claims('A car that failed crash tests')).toEqual([['failed crash tests', -1]]);
    expect(claims('A car with a top safety rating')).toEqual([['top safety rating', 1]]);
  });

  it('reads the trouble a product deals with as no defect of its own', () => {
    expect(claims('A plumber call-out to fix a leaking tap, $150.')).toEqual([]);
    expect(claims('A cream that soothes itchy, dry skin, $12.')).toEqual([]);
    expect(claims('Relief for dry, cracked lips, $5.')).toEqual([]);
    expect(claims('A kettle that leaks, $30.')).toEqual([['leaks', -1]]);
    expect(claims('A plumber call-out, $150, and the leak is left unresolved.')).toContainEqual([
      'unresolved',
      -1,
    ]);
  });

  it('flips a phrase inside a negation or named as absent', () => {
    expect(claims('A jacket that is not waterproof')).toEqual([['not waterproof', -1]]);
    expect(claims('A kettle with no warranty')).toEqual([['no warranty', -1]]);
    expect(claims('A kettle with a two-year warranty')).toEqual([['two-year warranty', 1]]);
    expect(claims("A phone that doesn't overheat")).toEqual([["doesn't overheat", 1]]);
    expect(claims('Granola with no added sugar')).toEqual([['no added sugar', 1]]);
    expect(claims('Granola with added sugar')).toEqual([['added sugar', -1]]);
    expect(claims('Shampoo free of parabens and sulfates')).toEqual([
      ['parabens', 1],
      ['sulfates', 1],
    ]);
    expect(claims('A BPA-free bottle')).toEqual([['BPA-free bottle', 1]]);
  });

  it('counts service failures as defects and their negations as qualities', () => {
    const signs = (text: string) => readConcept(text).quality.map((q) => q.valence);
    expect(signs('A car rental for $300 a week with surprise fees and insurance not included')).toEqual([
      -1, -1,
    ]);
    expect(signs('An airport shuttle, $25 per person, often late or a no-show')).toEqual([-1, -1]);
    expect(signs('An airport shuttle, $25 per person, never late')).toEqual([1]);
    expect(signs('A plumber call-out, $150, often a no-show and surprise fees on the bill')).toEqual([
      -1, -1,
    ]);
    expect(signs('An electrician visit, $90, no hidden fees')).toEqual([1]);
    expect(signs('An electrician visit, $90, with hidden extra charges')).toEqual([-1]);
    expect(signs('A walk-in clinic with two-hour queues')).toEqual([-1]);
    expect(signs('A help-desk tool with frequent downtime')).toEqual([-1]);
    expect(signs('Home insurance with restrictions on every claim')).toEqual([-1]);
    expect(signs('A hotel room with late checkout')).toEqual([1]);
  });

  it('reads failures as reviews say them, with rarely and seldom as negations', () => {
    const signs = (text: string) => readConcept(text).quality.map((q) => q.valence);
    expect(signs('A 12-pack of AA batteries for $6, often dead on arrival')).toEqual([-1]);
    expect(signs('A large pizza delivered for $15 that often arrives cold')).toEqual([-1]);
    expect(signs('A hotel room for $120 a night; bed bugs reported by guests')).toEqual([-1]);
    expect(signs('A gym plan, $30 a month, hard to cancel and auto-renews at full price')).toEqual([-1, -1]);
    expect(signs('A wool jumper that pills easily')).toEqual([-1]);
    expect(signs('An allergy tablet that may cause drowsiness')).toEqual([-1]);
    expect(signs('An allergy tablet, non-drowsy')).toEqual([1]);
    expect(signs('A monthly bus pass for $60; the buses are rarely on time')).toEqual([-1]);
    expect(signs('A courier service, $8 a parcel, seldom late')).toEqual([1]);
    // A negation of the phrase before a conjunction denies nothing after it.
    expect(signs('Not flashy but reliable laptop, $600')).toEqual([1]);
    expect(signs('A coffee shop with no wifi but great coffee, $4')).toContain(1);
    expect(signs('A hotel night for $89, free cancellation')).toEqual([1]);
    expect(signs('A shampoo that restores damaged hair')).toEqual([]);
  });

  it('reads a clean that leaves marks or stays wet as a defect, and a streak-free one as a quality', () => {
    const signs = (text: string) => readConcept(text).quality.map((q) => q.valence);
    expect(signs('Window cleaning for your house, $180, often leaves streaks')).toEqual([-1]);
    expect(signs('Carpet cleaning, $120 a room, leaves carpets soaking wet for days')).toEqual([-1]);
    expect(signs('A glass cleaner spray that leaves a sticky residue, $5')).toEqual([-1]);
    expect(signs('Window cleaning for your house, $180, streak-free or we come back')).toEqual([1]);
    expect(signs('A stain remover spray that lifts old stains, $6')).toEqual([]);
    expect(signs('Carpet cleaning that removes stains, $120 a room')).toEqual([]);
  });

  it('reads a dropping connection as a defect however it is said', () => {
    expect(claims('Wireless earbuds that often drop the connection')).toEqual([
      ['often drop the connection', -1],
    ]);
    expect(claims('A speaker that keeps losing connection')).toEqual([['losing connection', -1]]);
  });

  it('reads a battery that dies or drains as a defect, and one that holds its charge as a quality', () => {
    expect(claims('An electric toothbrush whose battery dies after a week')).toEqual([
      ['battery dies after a week', -1],
    ]);
    expect(claims('A laptop that drains its battery in an hour')).toEqual([
      ['drains its battery in an hour', -1],
    ]);
    expect(claims("Earbuds that don't hold a charge")).toEqual([["don't hold a charge", -1]]);
    expect(claims('Earbuds that hold a charge for days')).toEqual([['hold a charge for days', 1]]);
  });

  it("judges a stated battery life against what the category's ordinary products last", () => {
    expect(claims('Wireless earbuds that last 2 hours per charge, $79')).toEqual([
      ['last 2 hours per charge', -1],
    ]);
    expect(claims('Wireless earbuds with 6 hours of battery, $79')).toEqual([]);
    expect(claims('Wireless earbuds with 24 hours of battery, $79')).toEqual([['24 hours of battery', 1]]);
    expect(claims('A laptop with a battery life of 4 hours')).toEqual([['battery life of 4 hours', -1]]);
    expect(claims('A smartwatch that lasts 10 days on a single charge')).toEqual([
      ['lasts 10 days on a single charge', 1],
    ]);
    expect(claims('A drone with 12 minutes of flight time')).toEqual([['12 minutes of flight time', -1]]);
    // A charging time is not battery life; a product with no norm gets no verdict on its hours.
    expect(claims('Earbuds that charge in 10 minutes')).toEqual([]);
    expect(claims('A camping lantern that lasts 3 hours')).toEqual([]);
    expect(claims('An electric toothbrush that lasts 4 days on a charge')).toEqual([
      ['lasts 4 days on a charge', -1],
    ]);
    expect(claims('Earbuds with an hour of playback, $30')).toEqual([['an hour of playback', -1]]);
    // How long a product lasts in years or miles is still a quality.
    expect(claims('Tyres that last 50,000 miles')).toEqual([['last 50,000 miles', 1]]);
    expect(claims('A washing machine that lasts a decade')).toEqual([['lasts a decade', 1]]);
  });

  it('makes no claim inside a negation', () => {
    expect(readConcept('Coffee that is not organic').claims.health).toBeUndefined();
    expect(readConcept('Organic coffee').claims.health).toBeDefined();
  });
});

describe('offers from a place', () => {
  it('reads a coupon at a café with its situation', () => {
    const coupon = readConcept(
      'A coupon for a coffee house 15 minutes away, valid for 2 hours, on a sunny evening',
    );
    expect(coupon.isVenueOffer).toBe(true);
    expect(coupon.offer.venue?.value).toBe('coffee-house');
    expect(coupon.offer.expiryHours?.value).toBe(2);
    expect(coupon.offer.weather?.value).toBe('sunny');
  });

  it('reads no venue or situation in a concept that is no offer from a place', () => {
    for (const text of [
      'Sunscreen for sunny days, $12',
      'Wireless earbuds, great in the evening',
      'Yoga classes run for 2 hours',
      'A keto bar with 20 g of protein',
      'Invoicing software for coffee shops',
      'Meal kits delivered with your kids in mind',
    ]) {
      const reading = readConcept(text);
      expect(reading.isVenueOffer, text).toBe(false);
      expect(reading.offer.venue, text).toBeUndefined();
      expect(reading.offer.weather ?? reading.offer.hour ?? reading.offer.expiryHours, text).toBeUndefined();
      expect(reading.offer.companions, text).toBeUndefined();
    }
  });

  it('keeps the distance of a concept that is no offer', () => {
    expect(readConcept('A gym 45 minutes from your home').distanceMinutes).toBe(45);
  });
});
