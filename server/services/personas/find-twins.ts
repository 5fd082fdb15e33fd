// Twin ids from anywhere: the library's, and the twins of audiences in the caller's workspaces.
import type { Persona } from '@contracts/personas';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { findMemberAudienceTwins } from '../audiences/audiences';
import { listPersonas } from './list-personas';

/** The twins with these ids that the user may use, in the order asked; ids nobody knows are left out. */
export async function findTwins(
  context: Pick<AppContext, 'db'>,
  userId: string | undefined,
  ids: string[],
): Promise<Persona[]> {
  const library = await listPersonas(context, { ids });
  if (library.length === ids.length || userId === undefined) return library;
  const found = new Map<string, Persona>(library.map((twin) => [twin.id, twin]));
  for (const twin of await findMemberAudienceTwins(context.db, userId, ids)) found.set(twin.id, twin);
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** One twin the user may use; 404 for an id the library and the user's audiences do not have. */
export async function findTwin(
  context: Pick<AppContext, 'db'>,
  userId: string | undefined,
  id: string,
): Promise<Persona> {
  const [twin] = await findTwins(context, userId, [id]);
  if (!twin) throw notFound('Persona not found.');
  return twin;
}
