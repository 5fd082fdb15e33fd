import { describe, expect, it } from 'vitest';
import {
  chooseForMe,
  countActiveFilters,
  countMatches,
  filterPersonas,
  matchesAgeGroup,
  matchesCity,
  matchesCountry,
  matchesFilters,
  matchesIncomeGroup,
  matchesJobType,
  occupationOf,
  type PersonaLike,
} from './persona-filters';
import type { FilterSet } from './personas';

/** A deterministic random source cycling through fixed values. */
function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] as number;
}

describe('age groups', () => {
  it('are inclusive ranges', () => {
    expect(matchesAgeGroup({ age: 25 }, '25-34')).toBe(true);
    expect(matchesAgeGroup({ age: 34 }, '25-34')).toBe(true);
    expect(matchesAgeGroup({ age: 35 }, '25-34')).toBe(false);
    expect(matchesAgeGroup({ age: 18 }, '18-24')).toBe(true);
    expect(matchesAgeGroup({ age: 17 }, '18-24')).toBe(false);
  });

  it('65+ means 65 or older', () => {
    expect(matchesAgeGroup({ age: 65 }, '65+')).toBe(true);
    expect(matchesAgeGroup({ age: 97 }, '65+')).toBe(true);
    expect(matchesAgeGroup({ age: 64 }, '65+')).toBe(false);
    expect(matchesAgeGroup({ age: 64 }, '55-64')).toBe(true);
  });

  it('accept a numeric string and reject a missing age or an unknown code', () => {
    expect(matchesAgeGroup({ age: '40' }, '35-44')).toBe(true);
    expect(matchesAgeGroup({}, '35-44')).toBe(false);
    expect(matchesAgeGroup({ age: 'unknown' }, '35-44')).toBe(false);
    expect(matchesAgeGroup({ age: 40 }, '40-50')).toBe(false);
  });
});

describe('countries', () => {
  it('match on country_code', () => {
    expect(matchesCountry({ country_code: 'NL' }, 'NL')).toBe(true);
    expect(matchesCountry({ country_code: 'NL' }, 'MT')).toBe(false);
  });

  it('match on the country name in the location, case-insensitively', () => {
    expect(matchesCountry({ location: 'Valletta, Malta' }, 'MT')).toBe(true);
    expect(matchesCountry({ location: 'Utrecht, the netherlands' }, 'NL')).toBe(true);
    expect(matchesCountry({ location: 'Leeds, United Kingdom' }, 'UK')).toBe(true);
    expect(matchesCountry({ location: 'Austin, United States' }, 'US')).toBe(true);
  });

  it("also match 'usa' for US", () => {
    expect(matchesCountry({ location: 'Duluth, USA' }, 'US')).toBe(true);
    expect(matchesCountry({ location: 'Duluth, USA' }, 'UK')).toBe(false);
  });

  it("also match a standalone 'uk' for UK, but not 'uk' inside a word", () => {
    expect(matchesCountry({ location: 'Leeds, UK' }, 'UK')).toBe(true);
    expect(matchesCountry({ location: 'uk' }, 'UK')).toBe(true);
    expect(matchesCountry({ location: 'Milwaukee' }, 'UK')).toBe(false);
    expect(matchesCountry({ location: 'Milwaukee, Wisconsin' }, 'UK')).toBe(false);
    expect(matchesCountry({ location: 'Ukraine' }, 'UK')).toBe(false);
  });
});

describe('cities and income', () => {
  it('cities match on the location text', () => {
    expect(matchesCity({ location: 'London, United Kingdom' }, 'LON')).toBe(true);
    expect(matchesCity({ location: 'Amsterdam, Netherlands' }, 'AMS')).toBe(true);
    expect(matchesCity({ location: 'Valletta, Malta' }, 'VAL')).toBe(true);
    expect(matchesCity({ location: 'Sliema, Malta' }, 'VAL')).toBe(false);
    expect(matchesCity({ city: 'London' } as PersonaLike, 'LON')).toBe(false);
  });

  it('income matches segments.income_bracket', () => {
    expect(matchesIncomeGroup({ segments: { income_bracket: 'High' } }, 'High')).toBe(true);
    expect(matchesIncomeGroup({ segments: { income_bracket: 'Middle' } }, 'High')).toBe(false);
    expect(matchesIncomeGroup({ segments: null }, 'Low')).toBe(false);
    expect(matchesIncomeGroup({}, 'Low')).toBe(false);
  });
});

describe('professional roles', () => {
  it.each([
    ['B2B', 'Management Consultant'],
    ['B2B', 'Small business owner'],
    ['B2B', 'B2B copywriter'],
    ['B2B', 'Key account manager'],
    ['B2B', 'Procurement officer'],
    ['Executive', 'Chief Executive Officer'],
    ['Executive', 'CEO'],
    ['Executive', 'cto'],
    ['Executive', 'CFO'],
    ['Executive', 'Finance Director'],
    ['Executive', 'Store manager'],
    ['Executive', 'Head of People'],
    ['Executive', 'Team leader'],
    ['Tech', 'Web developer'],
    ['Tech', 'Software tester'],
    ['Tech', 'Civil engineer'],
    ['Tech', 'IT support'],
    ['Tech', 'Pharmacy technician'],
    ['Tech', 'Systems administrator'],
    ['Sales', 'Retail sales assistant'],
    ['Sales', 'Marketing specialist'],
    ['Sales', 'Business development representative'],
    ['Sales', 'Account Executive'],
  ])('%s matches %s', (jobType, occupation) => {
    expect(matchesJobType({ occupation }, jobType)).toBe(true);
  });

  it.each([
    ['Tech', 'Head of IT'],
    ['Tech', 'Nurse'],
    ['Executive', 'Retail sales assistant'],
    ['Sales', 'Teacher'],
    ['B2B', 'Bus driver'],
  ])('%s does not match %s', (jobType, occupation) => {
    expect(matchesJobType({ occupation }, jobType)).toBe(false);
  });

  it('takes the occupation from the first present field, in the spec’s order', () => {
    const full = {
      occupation: 'Nurse',
      job_title: 'Web developer',
      profession: 'Lawyer',
      professional_info: { occupation: 'Chef' },
      employment: { role: 'Pilot' },
      title: 'Sales Manager from Leeds',
    };
    expect(occupationOf(full)).toBe('Nurse');
    expect(occupationOf({ ...full, occupation: undefined })).toBe('Web developer');
    expect(occupationOf({ ...full, occupation: '  ', job_title: undefined })).toBe('Lawyer');
    expect(
      occupationOf({ professional_info: { occupation: 'Chef' }, employment: { role: 'Pilot' }, title: 'x' }),
    ).toBe('Chef');
    expect(occupationOf({ professional_info: null, employment: { role: 'Pilot' }, title: 'x' })).toBe(
      'Pilot',
    );
    expect(occupationOf({ title: 'Sales Manager from Leeds' })).toBe('Sales Manager from Leeds');
    expect(occupationOf({})).toBe('');
    expect(matchesJobType({ occupation: 'Nurse', job_title: 'Web developer' }, 'Tech')).toBe(false);
    expect(matchesJobType({ employment: { role: 'IT support' } }, 'Tech')).toBe(true);
  });
});

const people = {
  ann: {
    id: 'ann',
    age: 30,
    country_code: 'NL',
    location: 'Amsterdam, Netherlands',
    occupation: 'Software engineer',
    segments: { income_bracket: 'High' },
  },
  bob: {
    id: 'bob',
    age: 30,
    country_code: 'UK',
    location: 'London, United Kingdom',
    occupation: 'Nurse',
    segments: { income_bracket: 'Middle' },
  },
  cem: {
    id: 'cem',
    age: 50,
    country_code: 'NL',
    location: 'Utrecht, Netherlands',
    occupation: 'Sales manager',
    segments: { income_bracket: 'Low' },
  },
  dee: {
    id: 'dee',
    age: 70,
    location: 'Duluth, USA',
    occupation: 'Retired teacher',
    segments: { income_bracket: 'Middle' },
  },
};
const everyone = Object.values(people);

describe('combining filters', () => {
  it('ORs within a group and ANDs across groups', () => {
    expect(filterPersonas(everyone, { ageGroups: ['25-34', '65+'] }).map((p) => p.id)).toEqual([
      'ann',
      'bob',
      'dee',
    ]);
    expect(filterPersonas(everyone, { countries: ['NL', 'US'] }).map((p) => p.id)).toEqual([
      'ann',
      'cem',
      'dee',
    ]);
    expect(
      filterPersonas(everyone, { ageGroups: ['25-34', '65+'], countries: ['NL', 'US'] }).map((p) => p.id),
    ).toEqual(['ann', 'dee']);
    expect(
      filterPersonas(everyone, {
        countries: ['NL'],
        jobTypes: ['Executive', 'Tech'],
        incomeGroups: ['Low'],
      }).map((p) => p.id),
    ).toEqual(['cem']);
    expect(filterPersonas(everyone, { cities: ['LON', 'AMS'] }).map((p) => p.id)).toEqual(['ann', 'bob']);
  });

  it('lets everything through with no filters', () => {
    expect(filterPersonas(everyone, {})).toHaveLength(4);
    expect(matchesFilters(people.ann, { ageGroups: [], countries: [] })).toBe(true);
  });

  it('counts each chip together with the other groups’ active filters', () => {
    const counts = countMatches(everyone, { countries: ['NL'], ageGroups: ['25-34'] });
    // Age chips are counted among the Dutch personas, ignoring the chosen age group itself.
    expect(counts.ageGroups).toEqual({
      '18-24': 0,
      '25-34': 1,
      '35-44': 0,
      '45-54': 1,
      '55-64': 0,
      '65+': 0,
    });
    // Country chips are counted among the 25-34 year olds.
    expect(counts.countries).toEqual({ MT: 0, UK: 1, NL: 1, US: 0 });
    expect(counts.jobTypes).toEqual({ B2B: 0, Executive: 0, Tech: 1, Sales: 0 });
    expect(countMatches(everyone, {}).incomeGroups).toEqual({ Low: 1, Middle: 2, High: 1 });
  });

  it('counts active filters for the tab badge', () => {
    expect(countActiveFilters({ ageGroups: ['18-24', '65+'], jobTypes: ['Tech'] })).toBe(3);
    expect(countActiveFilters({})).toBe(0);
  });
});

describe('choose for me', () => {
  const crowd = Array.from({ length: 20 }, (_, i) => ({
    id: `p${i}`,
    age: 20 + i * 3,
    country_code: ['MT', 'UK', 'NL', 'US'][i % 4] as string,
  }));

  it('takes all candidates when there are 7 or fewer', () => {
    const few = crowd.slice(0, 7);
    expect(chooseForMe(few, {}, sequence(0.5))).toEqual(few);
    expect(chooseForMe([], {}, sequence(0.5))).toEqual([]);
  });

  it('picks 7 distinct candidates at random when there are more', () => {
    const chosen = chooseForMe(crowd, {}, sequence(0.1, 0.7, 0.4, 0.9, 0.3));
    expect(chosen).toHaveLength(7);
    expect(new Set(chosen).size).toBe(7);
    expect(chooseForMe(crowd, {}, sequence(0.1, 0.7, 0.4, 0.9, 0.3))).toEqual(chosen);
    expect(chooseForMe(crowd, {}, sequence(0.8, 0.2))).not.toEqual(chosen);
  });

  it('covers every selected age group, then every selected country, before filling', () => {
    const filters: Partial<FilterSet> = { ageGroups: ['65+', '18-24'], countries: ['US', 'MT'] };
    for (const random of [sequence(0), sequence(0.99), sequence(0.3, 0.6, 0.9)]) {
      const chosen = chooseForMe(crowd, filters, random);
      expect(chosen).toHaveLength(7);
      expect(matchesAgeGroup(chosen[0] as PersonaLike, '65+')).toBe(true);
      expect(matchesAgeGroup(chosen[1] as PersonaLike, '18-24')).toBe(true);
      expect(chosen[2]?.country_code).toBe('US');
      expect(chosen[3]?.country_code).toBe('MT');
    }
  });

  it('does not choose a persona twice when it already covers a country', () => {
    const candidates = [
      { id: 'old-mt', age: 70, country_code: 'MT' },
      ...crowd.filter((p) => p.country_code !== 'MT'),
    ];
    const chosen = chooseForMe(candidates, { ageGroups: ['65+'], countries: ['MT'] }, sequence(0.5));
    expect(chosen[0]?.id).toBe('old-mt');
    expect(chosen.filter((p) => p.id === 'old-mt')).toHaveLength(1);
    expect(chosen).toHaveLength(7);
  });

  it('stops at 7 even when more groups are selected', () => {
    const chosen = chooseForMe(
      crowd,
      {
        ageGroups: ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'],
        countries: ['MT', 'UK', 'NL', 'US'],
      },
      sequence(0.42),
    );
    expect(chosen).toHaveLength(7);
    expect(new Set(chosen).size).toBe(7);
  });
});
