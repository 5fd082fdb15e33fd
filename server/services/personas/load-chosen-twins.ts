import type { Persona } from '@contracts/personas';
import type { AppContext } from '../../context';
import { badRequest } from '../../errors';
import { findTwins } from './find-twins';

/**
 * The twins chosen for a run, in the order chosen: the library's and those of the user's audiences. Unknown ids
 * (another workspace's audience twins among them) are a 400 naming each.
 */
export async function loadChosenTwins(
  context: AppContext,
  userId: string,
  personaIds: string[],
): Promise<Persona[]> {
  const personas = await findTwins(context, userId, personaIds);
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
