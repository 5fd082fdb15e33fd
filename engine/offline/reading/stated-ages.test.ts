import { describe, expect, it } from 'vitest';
import { readStatedAges } from './stated-ages';

describe('stated ages', () => {
  it('reads the ages a concept says its buyers are', () => {
    expect(readStatedAges('An over-50s cruise to the Norwegian fjords')).toEqual({ min: 50 });
    expect(readStatedAges('Travel insurance for the over 60s')).toEqual({ min: 60 });
    expect(readStatedAges('Life cover for over 50s, $20 a month')).toEqual({ min: 50 });
    expect(readStatedAges('A railcard for under-26s')).toEqual({ max: 25 });
    expect(readStatedAges('A running club for adults aged 18-30')).toEqual({ min: 18, max: 30 });
    expect(readStatedAges('Life cover for people aged 50 and over')).toEqual({ min: 50 });
    expect(readStatedAges('A dating app for 40+ singles, for the 40+')).toEqual({ min: 40 });
    expect(readStatedAges('A walking holiday for 55+ travellers')).toEqual({ min: 55 });
  });

  it('reads no buyer age in counts, children’s ages or other numbers', () => {
    expect(readStatedAges('A toddler car seat, ages 1-4, $180')).toBeUndefined();
    expect(readStatedAges('Over 50 recipes a month for $9.99')).toBeUndefined();
    expect(readStatedAges('A streaming plan with 100+ channels')).toBeUndefined();
    expect(readStatedAges('A 20-30 minute workout app')).toBeUndefined();
    expect(readStatedAges('Parmigiano Reggiano aged 18-24 months, 500 g')).toBeUndefined();
    expect(readStatedAges('Dry-aged 28+ day ribeye, $32')).toBeUndefined();
    expect(readStatedAges('A family bakery serving Leeds for 50+ years')).toBeUndefined();
    expect(readStatedAges('A kettle that boils in under 60s')).toBeUndefined();
    expect(readStatedAges('Free trial for 30+ days')).toBeUndefined();
  });
});
