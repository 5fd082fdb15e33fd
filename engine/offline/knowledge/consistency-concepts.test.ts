import { describe, expect, it } from 'vitest';
import { referencePriceFor } from '../reading/reference-price';

// Concepts from the behavioural consistency suite (engine/consistency/checks.ts) and issue 23: each must
// place in a category of its own with a reference a US shopper would call normal for what is offered,
// and, where the buyer is clear, carry who buys it.
describe('products of the consistency suite', () => {
  it.each([
    // [concept, category, lowest and highest sensible reference in USD]
    ['A three-seat fabric sofa for $1,200.', 'sofas', 700, 1300],
    ['A cinema ticket for a new release, $12.', 'movie-tickets', 10, 16],
    ['A concert ticket for $80 with a clear view of the stage.', 'events-entertainment', 50, 150],
    ['An e-book of a bestselling thriller for $5.', 'ebooks', 5, 15],
    ['A 40 litre bag of multi-purpose compost for $8.', 'compost-soil', 8, 20],
    ['A pottery course: six weekly classes for $180.', 'hobby-classes', 150, 400],
    ['A cooking class for two, $150.', 'hobby-classes', 80, 200],
    ['An online art course, $49.', 'hobby-classes', 30, 100],
    ['An online Spanish course with 30 lessons for $50.', 'online-courses', 30, 200],
    ['A set of four all-season car tyres, fitted, for $600.', 'car-tires', 500, 1000],
    [
      'A car battery for $120 that starts the engine reliably even in freezing weather.',
      'car-batteries',
      120,
      250,
    ],
    ['A beard trimmer with 20 length settings for $45.', 'grooming-electric', 30, 80],
    ['A supportive sports bra for running, $45.', 'bras', 25, 60],
    ['An anti-wrinkle night cream for mature skin, $35.', 'anti-aging-skincare', 20, 50],
    ['Pet insurance for your dog, $25 a month.', 'pet-insurance', 25, 60],
    ['A student credit card with no annual fee, for university students.', 'student-credit-cards', 0, 10],
    [
      'A student plan for a music streaming service, 50% off with a valid student ID: $5.99 a month.',
      'student-plans',
      4,
      8,
    ],
    ['A student discount card for shops and restaurants, $15 a year.', 'student-discount-cards', 10, 30],
    [
      'Appointment and patient-record software for dental practices, $199 a month per practice.',
      'clinic-software',
      100,
      400,
    ],
    ['Dental practice management software, $300 a month.', 'dental-practice-software', 150, 500],
    [
      'A pair of running shoes for $120 with great cushioning that lasts 500 miles.',
      'running-shoes',
      100,
      160,
    ],
    ['A yoga mat for $30 that is non-slip, even when wet.', 'fitness-gear', 20, 45],
    ['A dog lead for $20 with a clip that never slips.', 'pet-supplies', 10, 30],
    ['A gold-plated bracelet for $45 that keeps its shine for years.', 'jewelry', 30, 120],
    ['A pair of silver stud earrings, $35.', 'jewelry', 30, 120],
    ['A digital thermometer, $15, accurate to 0.1 degrees and clinically validated.', 'thermometers', 10, 25],
    ['A 4-slice toaster for $45 that toasts evenly every time.', 'toasters', 25, 60],
    ['A pair of jeans for $60 with strong stitching that lasts for years.', 'jeans', 35, 80],
    ['A meal-kit delivery: three dinners for two for $60 a week.', 'meal-kits', 45, 80],
    ['A 3-night city break for $600 with free cancellation.', 'city-breaks', 400, 900],
    ['A weekend break in Paris for two, $450.', 'city-breaks', 250, 700],
    ['A music streaming subscription, $11 a month, cancel anytime.', 'music-streaming', 9, 14],
    ['A CRM for sales teams at $25 per user per month.', 'crm-software', 20, 60],
    ['A project-management app for teams, $12 per user per month.', 'project-management', 8, 20],
    ['A set of car floor mats for $40 that are waterproof and easy to clean.', 'car-floor-mats', 25, 70],
    // Pills are counted, not tablet computers: 'tablets' after a count and a strength is a pack size.
    ['A bottle of 100 ibuprofen 200 mg tablets for $8.', 'pain-relievers', 7, 12],
    ['A box of 24 allergy relief tablets for $12.', 'allergy-relief', 8, 20],
    ["A week's all-inclusive holiday in Crete for two, for €1,800.", 'vacation-packages', 1500, 5000],
    [
      'Home care visits for older people: help with shopping and cleaning, $30 an hour.',
      'senior-home-care',
      25,
      45,
    ],
  ] as const)('places "%s" in %s with a sensible reference', (text, category, low, high) => {
    const reference = referencePriceFor(text)!;
    expect(reference?.category).toBe(category);
    expect(reference.referenceUsd).toBeGreaterThanOrEqual(low);
    expect(reference.referenceUsd).toBeLessThanOrEqual(high);
  });

  it.each([
    ['A beard trimmer with 20 length settings for $45.', { sex: 'male' }],
    ['A supportive sports bra for running, $45.', { sex: 'female' }],
    ['An anti-wrinkle night cream for mature skin, $35.', { ages: { min: 45 } }],
    ['Pet insurance for your dog, $25 a month.', { flags: ['petOwner'] }],
    ['A dog lead for $20.', { flags: ['petOwner'] }],
    ['A student credit card with no annual fee.', { flags: ['student'] }],
    [
      'A student plan for a music streaming service, 50% off with a valid student ID: $5.99 a month.',
      { flags: ['student'] },
    ],
    [
      'Dental practice management software, $300 a month.',
      { occupationWords: expect.arrayContaining(['dentist', 'dental']) },
    ],
    [
      'Appointment and patient-record software for dental practices.',
      { occupationWords: expect.arrayContaining(['dentist', 'dental']) },
    ],
  ] as const)('knows who buys "%s"', (text, audience) => {
    expect(referencePriceFor(text)!.audience).toMatchObject(audience);
  });

  it('judges the sofa in the suite against a three-seat sofa, not any piece of furniture', () => {
    expect(referencePriceFor('A three-seat fabric sofa for $1,200.', 1200)!.priceRatio).toBeCloseTo(1.2, 2);
    expect(referencePriceFor('an oak dining table')!.category).toBe('furniture');
  });
});

describe('indulgences', () => {
  it.each([
    'Coca-Cola Soda Pop, 12 fl oz, 12 Pack Cans',
    'a Snickers candy bar',
    "Lay's classic potato chips, 8 oz",
    'Breyers vanilla ice cream, 48 oz',
    'Red Bull energy drink, 12 fl oz',
    'a six pack of craft beer',
    'a bottle of red wine',
    'a pack of Marlboro cigarettes',
    'a cheeseburger and fries',
  ])('marks "%s" as one health-minded people avoid', (text) => {
    expect(referencePriceFor(text)!.indulgence).toBe(true);
  });

  it.each([
    'OZARKA Spring Water, 16.9-ounce bottles (Pack of 35)',
    'a dozen free-range eggs',
    'Greek yogurt cups, 4 pack',
    'a bag of baby carrots',
    'a daily multivitamin, 100 tablets',
  ])('does not mark "%s"', (text) => {
    expect(referencePriceFor(text)!.indulgence).toBeUndefined();
  });
});
