import { occupationOf } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';

/** Twins whose name, occupation or city (location) contain every word of the query, ignoring case. */
export function searchPersonas(personas: readonly Persona[], query: string): Persona[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...personas];
  return personas.filter((persona) => {
    const haystack = [persona.name, occupationOf(persona), persona.city, persona.location]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
