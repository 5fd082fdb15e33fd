import { describe, expect, it } from 'vitest';
import type { Persona } from '@contracts/personas';
import { libraryOrder } from './library-order';
import { PERSONAS_PAGE_SIZE } from './personas-page';

// The library's ids as the seeder writes them: 250 twins per country, numbered within each country.
const COUNTRIES = ['MT', 'NL', 'UK', 'US'];
const library = COUNTRIES.flatMap((code) =>
  Array.from(
    { length: 250 },
    (_, index) =>
      ({
        id: `twin-${code.toLowerCase()}-${String(index + 1).padStart(3, '0')}`,
        country_code: code,
      }) as Persona,
  ),
);

describe('libraryOrder', () => {
  it('mixes countries on the first page instead of one country after another', () => {
    const firstPage = libraryOrder(library).slice(0, PERSONAS_PAGE_SIZE);
    const perCountry = new Map<string, number>();
    for (const { country_code } of firstPage)
      perCountry.set(country_code, (perCountry.get(country_code) ?? 0) + 1);
    expect([...perCountry.keys()].sort()).toEqual([...COUNTRIES].sort());
    for (const count of perCountry.values()) expect(count).toBeLessThanOrEqual(PERSONAS_PAGE_SIZE / 2);
  });

  it('is the same order on every visit and whatever order the twins arrive in', () => {
    const order = libraryOrder(library).map((persona) => persona.id);
    expect(libraryOrder([...library].reverse()).map((persona) => persona.id)).toEqual(order);
    expect(new Set(order).size).toBe(library.length);
  });
});
