import type { Persona } from '@contracts/personas';
import { textHash } from '@contracts/seeded-random';

/**
 * The library in a seeded shuffle, stratified by country: ids are grouped by country (twin-mt-001…), so id order
 * would fill the first page with one country. Each country's twins are shuffled by a hash of their id, and the
 * library takes the first of every country, then the second, and so on, each round in hashed order: every page
 * mixes the countries, in the same order on every visit.
 */
export function libraryOrder(personas: readonly Persona[]): Persona[] {
  const byCountry = new Map<string, { persona: Persona; key: number }[]>();
  for (const persona of personas) {
    const country = byCountry.get(persona.country_code) ?? [];
    country.push({ persona, key: textHash(persona.id) });
    byCountry.set(persona.country_code, country);
  }
  const byKey = (a: { key: number; persona: Persona }, b: { key: number; persona: Persona }) =>
    a.key - b.key || a.persona.id.localeCompare(b.persona.id);
  return [...byCountry.values()]
    .flatMap((twins) => twins.sort(byKey).map((twin, rank) => ({ ...twin, rank })))
    .sort((a, b) => a.rank - b.rank || byKey(a, b))
    .map(({ persona }) => persona);
}
