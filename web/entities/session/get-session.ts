// GET /api/auth/get-session: the current session, or null when signed out.
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';
import type { Session, SessionUser } from './use-auth';

export const sessionResponseSchema = z
  .object({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: z.looseObject({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      emailVerified: z.boolean().optional(),
      image: z.string().nullable().optional(),
      createdAt: z.string().optional(),
      updatedAt: z.string().optional(),
    }),
  })
  .nullable();

export type SessionResponse = { session: Session; user: SessionUser } | null;

export async function getSession(): Promise<SessionResponse> {
  const data = await apiRequest('/api/auth/get-session', { schema: sessionResponseSchema });
  if (!data) return null;
  const { id, userId, expiresAt } = data.session;
  const { id: uid, email, name, emailVerified, image, createdAt, updatedAt } = data.user;
  return { session: { id, userId, expiresAt }, user: { id: uid, email, name, emailVerified, image, createdAt, updatedAt } };
}
