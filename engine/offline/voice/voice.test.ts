import { describe, expect, it } from 'vitest';
import { article, countable } from './english';

describe('article', () => {
  it('uses "an" before vowel sounds, including 8, 11, 18 and the eighties', () => {
    expect(['80-year-old', '8-year-old', '18-year-old', '11-year-old', 'engineer'].map(article)).toEqual([
      'an 80-year-old',
      'an 8-year-old',
      'an 18-year-old',
      'an 11-year-old',
      'an engineer',
    ]);
    expect(['81-year-old', '180-year-old', '28-year-old', '65-year-old', 'retiree'].map(article)).toEqual([
      'an 81-year-old',
      'a 180-year-old',
      'a 28-year-old',
      'a 65-year-old',
      'a retiree',
    ]);
    expect(article('someone in the later part of my career')).toBe('someone in the later part of my career');
  });
});

describe('countable', () => {
  it('gives one thing its article, and none to plurals or to things counted by the amount', () => {
    expect(
      ['credit card', 'eggs', 'car insurance', 'home internet', 'tax preparation', 'coffee'].map(countable),
    ).toEqual(['a credit card', 'eggs', 'car insurance', 'home internet', 'tax preparation', 'coffee']);
  });
});
