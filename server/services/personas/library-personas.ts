import type { Persona } from '@contracts/personas';
import { generateLibrary } from '@db/seed/generate-library';
import { toPersona } from './list-personas';

let library: Persona[] | undefined;

/** The generated persona library (db/seed), as the API gives its twins; generated once per process. */
export function libraryPersonas(): readonly Persona[] {
  return (library ??= generateLibrary().map((row) => toPersona(row)));
}
