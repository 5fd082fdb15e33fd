import { describe, expect, it } from 'vitest';
import { testPersona } from '../test-personas';
import { REFERENCE_FIGURES } from './reference-figures';
import { panelReportOf } from './panel-mix';
import { trustTwinOf } from './trust-subject';

// The national library: NL twins of every age, half women, most on a middle income; and some US twins.
const library = [
  ...Array.from({ length: 40 }, (_, i) =>
    testPersona({
      id: `nl-${i}`,
      age: 20 + (i % 6) * 10,
      gender: i % 2 === 0 ? 'female' : 'male',
      segments: { income_bracket: i % 4 === 0 ? 'High' : 'Middle' },
    }),
  ),
  ...Array.from({ length: 10 }, (_, i) =>
    testPersona({ id: `us-${i}`, age: 70, gender: 'male', country_code: 'US' }),
  ),
].map(trustTwinOf);

// A customer file: young women on a high income, all in NL.
const audienceTwins = Array.from({ length: 8 }, (_, i) =>
  testPersona({ id: `aud-x-${i}`, age: 24, gender: 'female', segments: { income_bracket: 'High' } }),
).map(trustTwinOf);

describe('the panel section', () => {
  it('sets an audience beside the national library’s weighted mix, by age, gender, income and country', () => {
    const panel = panelReportOf(audienceTwins, REFERENCE_FIGURES.market, {
      names: ['Loyal customers'],
      library,
    });
    expect(panel.comparedWith).toBe('library');
    expect(panel.audiences).toEqual(['Loyal customers']);
    expect(panel.note).toContain('the twins come from the audience Loyal customers');
    expect(panel.note).toContain("away from the national library's");
    const mix = Object.fromEntries(panel.mix.map((m) => [m.dimension, m.distance]));
    // The library's NL twins: a sixth aged 18-24 (ages 20 and 30 land in two bands), half women, a quarter High.
    expect(mix.Gender).toBeCloseTo(0.5, 5);
    expect(mix.Income).toBeCloseTo(0.75, 5);
    expect(mix.Age).toBeGreaterThan(0.5);
    // Only the audience's country is compared: the US twins are not the audience's nation.
    expect(mix.Country).toBeCloseTo(0, 9);
  });

  it('an audience that matches the library is close to it', () => {
    const panel = panelReportOf(library.slice(0, 40), REFERENCE_FIGURES.market, {
      names: ['Everyone'],
      library,
    });
    for (const m of panel.mix) expect(m.distance).toBeCloseTo(0, 5);
  });

  it('library twins are set beside their market, as before', () => {
    const panel = panelReportOf(library.slice(0, 40), REFERENCE_FIGURES.market);
    expect(panel.comparedWith).toBe('market');
    expect(panel.audiences).toEqual([]);
    expect(panel.mix.map((m) => m.dimension)).toEqual(['Age', 'Income']);
    expect(panel.note).toContain("away from its market's");
  });
});
