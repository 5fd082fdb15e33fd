import type { FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../context';
import { unauthorized } from '../errors';
import { toHeaders } from './auth-routes';

/** The signed-in caller (session cookie or bearer token), or null. */
export async function findActor({ auth }: AppContext, request: FastifyRequest): Promise<Actor | null> {
  const session = await auth.api.getSession({ headers: toHeaders(request.headers) });
  if (!session) return null;
  return { id: session.user.id, email: session.user.email, name: session.user.name };
}

/** The signed-in caller; 401 'Not authenticated' otherwise. */
export async function requireActor(context: AppContext, request: FastifyRequest): Promise<Actor> {
  const actor = await findActor(context, request);
  if (!actor) throw unauthorized();
  return actor;
}
