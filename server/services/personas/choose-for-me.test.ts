import { describe, expect, it } from 'vitest';
import { chooseForMe, filterPersonas, matchesAgeGroup } from '@contracts/persona-filters';
import { generateLibrary } from '@db/seed/generate-library';
import { mulberry32 } from '@contracts/seeded-random';

// 'Choose for me' on the real library: the seven twins should look like the market, not like the library's
// over-sampled corners (decision 017 over-samples filter cities, and old age is common in the raw draws).
describe('choose for me on the twin library', () => {
  const library = generateLibrary().map((row) => ({
    id: row.id,
    age: row.age,
    gender: row.gender,
    country_code: row.countryCode,
    location: row.location,
    weight: row.weight,
  }));

  it('gives a US mix whose ages and genders follow the weighted shares', () => {
    const us = filterPersonas(library, { countries: ['US'] });
    const totalWeight = us.reduce((sum, twin) => sum + twin.weight, 0);
    const olderShare =
      us.filter((twin) => twin.age >= 65).reduce((sum, twin) => sum + twin.weight, 0) / totalWeight;
    expect(olderShare).toBeGreaterThan(0.15);
    expect(olderShare).toBeLessThan(0.35);
    const random = mulberry32(28);
    for (let draw = 0; draw < 50; draw += 1) {
      const chosen = chooseForMe(us, { countries: ['US'] }, random);
      expect(chosen).toHaveLength(7);
      const older = chosen.filter((twin) => matchesAgeGroup(twin, '65+')).length;
      // 7 × the weighted share of 65+ is about 1.7: never the 4 of 7 a plain random pick can give.
      expect(older).toBeLessThanOrEqual(Math.ceil(olderShare * 7));
      expect(older).toBeGreaterThanOrEqual(Math.floor(olderShare * 7));
      const women = chosen.filter((twin) => twin.gender === 'female').length;
      expect(women).toBeGreaterThanOrEqual(2);
      expect(women).toBeLessThanOrEqual(5);
    }
  });
});
