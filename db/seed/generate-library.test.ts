import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { forenamePool } from './forenames';
import {
  COUNTRY_NAMES,
  FILTER_CITIES,
  FILTER_CITY_MINIMUM,
  generateLibrary,
  LIBRARY_VERSION,
  TWINS_PER_COUNTRY,
} from './generate-library';
import { libraryMarginals } from './library-marginals';
import { withArticle } from './narrative';
import { COUNTRY_CODES, loadPopulation, type CountryCode } from './population-data';
import { mulberry32 } from '@contracts/seeded-random';
import { allocateCounts } from './weighted-draws';

const population = loadPopulation();
const library = generateLibrary(population);

describe('the persona library', () => {
  it('has at least 250 twins per country and unique ids and names', () => {
    expect(library.length).toBeGreaterThanOrEqual(1000);
    for (const country of COUNTRY_CODES) {
      expect(library.filter((p) => p.countryCode === country).length).toBeGreaterThanOrEqual(
        TWINS_PER_COUNTRY,
      );
    }
    expect(new Set(library.map((p) => p.id)).size).toBe(library.length);
    expect(new Set(library.map((p) => p.name)).size).toBe(library.length);
    expect(library.every((p) => p.libraryVersion === LIBRARY_VERSION)).toBe(true);
  });

  it('is the same for the same seed and different for another', () => {
    expect(generateLibrary(population)).toEqual(library);
    expect(generateLibrary(population, { seed: 7 })).not.toEqual(library);
  });

  it('changes only together with LIBRARY_VERSION', () => {
    // Seeding skips a database that already holds this version, so a changed library needs a new version
    // (and then this fingerprint updated).
    const fingerprint = createHash('sha256').update(JSON.stringify(library)).digest('hex').slice(0, 16);
    expect({ version: LIBRARY_VERSION, fingerprint }).toEqual({
      version: 'lib-2026.4',
      fingerprint: '42b2a826996cb67c',
    });
  });

  it('never gives two of any seven twins drawn in a row the same surname, so a panel reads as different people', () => {
    for (let start = 0; start + 7 <= library.length; start += 1) {
      const window = library.slice(start, start + 7);
      if (new Set(window.map((twin) => twin.countryCode)).size > 1) continue;
      const surnames = window.map((twin) => twin.name.split(' ').slice(1).join(' '));
      expect(new Set(surnames).size, surnames.join(', ')).toBe(7);
    }
  });

  it('gives every twin the marital status, children and education its household and qualification state, and real habits', () => {
    const surveyBands = new Set([0, 0.5, 2, 6, 12]);
    for (const twin of library) {
      const { marital_status, has_children, education_level, habits } = twin.segments;
      if (/^Married|Couple/.test(twin.household)) expect(marital_status).toBe('married');
      if (/^Lives with partner$/.test(twin.household)) expect(marital_status).toBe('partner');
      if (/^Widowed/.test(twin.household)) expect(marital_status).toBe('widowed');
      expect(has_children).toBe(/children|Single parent/.test(twin.household));
      if (/Master|PhD|MBA/.test(twin.education)) expect(education_level).toBe('graduate');
      if (/studying for a degree/.test(twin.education)) expect(education_level).toBe('some-college');
      expect(Object.values(habits).every((visits) => surveyBands.has(visits))).toBe(true);
    }
    // Younger adults go to bars more often than the over-50s, as in the survey they are drawn from.
    const meanBarVisits = (keep: (age: number) => boolean) => {
      const group = library.filter((twin) => keep(twin.age));
      return group.reduce((sum, twin) => sum + twin.segments.habits.bar, 0) / group.length;
    };
    expect(meanBarVisits((age) => age < 35)).toBeGreaterThan(meanBarVisits((age) => age >= 50));
  });

  it.each(COUNTRY_CODES)(
    'matches the %s age, activity, income, occupation and area shares within 5 points counted and 2 weighted',
    (country) => {
      for (const row of libraryMarginals(library, population)[country]) {
        const where = `${row.dimension} ${row.category}`;
        expect(Math.abs(row.weightedPercent - row.targetPercent), where).toBeLessThanOrEqual(2);
        expect(Math.abs(row.libraryPercent - row.targetPercent), where).toBeLessThanOrEqual(5);
      }
      const weights = library.filter((twin) => twin.countryCode === country).map((twin) => twin.weight);
      expect(weights.reduce((a, b) => a + b, 0) / weights.length).toBeCloseTo(1, 2);
      expect(Math.min(...weights)).toBeGreaterThan(0);
    },
  );

  it('offers every filter city two full panels of twins', () => {
    for (const city of FILTER_CITIES) {
      expect(
        library.filter(
          (twin) => twin.location === `${city}, ${COUNTRY_NAMES[twin.countryCode as CountryCode]}`,
        ).length,
        city,
      ).toBeGreaterThanOrEqual(FILTER_CITY_MINIMUM);
    }
  });

  it('writes locations as "Town, Country" and keeps the named cities', () => {
    const countries = { MT: 'Malta', UK: 'United Kingdom', NL: 'Netherlands', US: 'United States' };
    for (const p of library)
      expect(p.location).toBe(`${p.city}, ${countries[p.countryCode as keyof typeof countries]}`);
    for (const city of ['London', 'Amsterdam', 'Valletta', 'New York'])
      expect(library.some((p) => p.city === city)).toBe(true);
  });

  it('keeps every field consistent with the drawn facts', () => {
    for (const p of library) {
      expect(p.title).toMatch(new RegExp(` from ${p.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      expect(p.biography).toContain(`${p.age}-year-old`);
      expect(p.biography).toContain(p.city);
      expect(p.biography.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.personalityTraits.length).toBeGreaterThanOrEqual(3);
      expect(p.valuesAndBeliefs.length).toBeGreaterThanOrEqual(3);
      expect(p.occupation).not.toBe('');
      if (p.activityStatus === 'retired') expect(p.occupation).toMatch(/^Retired /);
      if (p.activityStatus === 'student') expect(p.occupation).toMatch(/student$/);
      if (p.activityStatus === 'unemployed') expect(p.occupation).toMatch(/^Unemployed /);
      expect(p.iscoGroup !== null).toBe(p.activityStatus === 'employed');
    }
    expect(library.filter((p) => p.age >= 65 && p.activityStatus === 'retired').length).toBeGreaterThan(
      library.filter((p) => p.age >= 65).length * 0.75,
    );
  });

  it('ties income to occupation: managers are rarely low-income, students rarely high', () => {
    const share = (group: typeof library, bracket: string) =>
      group.filter((p) => p.segments.income_bracket === bracket).length / group.length;
    const managers = library.filter((p) => p.iscoGroup === 1);
    const students = library.filter((p) => p.activityStatus === 'student');
    expect(share(managers, 'Low')).toBeLessThan(0.15);
    expect(share(students, 'High')).toBeLessThan(0.05);
  });

  it('shifts agreeableness and conscientiousness up with age', () => {
    const mean = (ages: (age: number) => boolean, trait: 'agreeableness' | 'conscientiousness') => {
      const group = library.filter((p) => ages(p.age));
      return group.reduce((sum, p) => sum + p.bigFive[trait], 0) / group.length;
    };
    expect(mean((a) => a >= 60, 'agreeableness')).toBeGreaterThan(mean((a) => a < 30, 'agreeableness'));
    expect(mean((a) => a >= 60, 'conscientiousness')).toBeGreaterThan(
      mean((a) => a < 30, 'conscientiousness'),
    );
  });

  it('is more often religious in Malta than in the Netherlands', () => {
    const religious = (country: string) =>
      library.filter(
        (p) =>
          p.countryCode === country &&
          /faith/i.test(p.valuesAndBeliefs[0] ?? '') &&
          !/not practising/.test(p.valuesAndBeliefs[0] ?? ''),
      ).length;
    expect(religious('MT')).toBeGreaterThan(2 * religious('NL'));
  });
});

describe('generator helpers', () => {
  it('allocates whole counts that add up', () => {
    expect(allocateCounts(10, [33.3, 33.3, 33.4])).toEqual([3, 3, 4]);
    expect(allocateCounts(250, [8.0, 21.4, 20.2, 15.3, 13.6, 21.6]).reduce((a, b) => a + b)).toBe(250);
  });

  it('mulberry32 repeats for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives older people names of their birth decade and the youngest the recent names too', () => {
    expect(forenamePool(population.forenames, 'UK', 'female', 1955)).toContain('Susan');
    expect(forenamePool(population.forenames, 'UK', 'female', 1955)).not.toContain('Isla');
    expect(forenamePool(population.forenames, 'UK', 'female', 2006)).toContain('Isla');
    expect(forenamePool(population.forenames, 'US', 'male', 1950)).toContain('Charles');
  });

  it('chooses a or an by sound', () => {
    expect(withArticle('18-year-old')).toBe('an 18-year-old');
    expect(withArticle('80-year-old')).toBe('an 80-year-old');
    expect(withArticle('34-year-old')).toBe('a 34-year-old');
    expect(withArticle('MCAST diploma')).toBe('an MCAST diploma');
    expect(withArticle('BTEC diploma')).toBe('a BTEC diploma');
    expect(withArticle('university lecturer')).toBe('a university lecturer');
    expect(withArticle('unemployed cook')).toBe('an unemployed cook');
  });
});
