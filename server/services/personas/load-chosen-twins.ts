import type { Persona } from '../../../contracts/personas';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { listPersonas } from './list-personas';

/** The twins chosen for a run, in the library's order; unknown ids are a 400 naming each. */
export async function loadChosenTwins(context: AppContext, personaIds: string[]): Promise<Persona[]> {
  const personas = await listPersonas(context, { ids: personaIds });
  if (personas.length !== personaIds.length) {
    const known = new Set(personas.map((p) => p.id));
    throw badRequest(
      'Some selected Digital Twins do not exist.',
      personaIds
        .filter((id) => !known.has(id))
        .map((id) => ({ name: 'personaIds', reason: `Unknown twin ${id}` })),
    );
  }
  return personas;
}
