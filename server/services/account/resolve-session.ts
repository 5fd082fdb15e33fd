import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '@db/client';
import { session, user, userRoles } from '@db/schema';
import type { Actor } from '../../context';

/** The channel the database triggers of migration 0004 notify (payload: a user id) when a user's sessions must be re-read. */
export const SESSION_CHANNEL = 'twinsight_sessions';

/** How long a resolved session is trusted without asking the database; invalidation normally ends it much sooner. */
const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 10_000;

type Entry = { actor: Actor; until: number };

export type SessionResolver = {
  /** The session's user for a verified session token, or null when the session does not exist or has expired. */
  resolve: (token: string) => Promise<Actor | null>;
  /**
   * Drops the cached sessions of this token's user in this process at once, for the request that changed them here
   * (the notification reaches this process too, but only after the response could have been read).
   */
  forgetUserOf: (token: string) => void;
  /** Resolves once invalidations are being received; until then nothing is cached. */
  ready: Promise<void>;
  close: () => Promise<void>;
};

/**
 * Session lookups through a short-lived in-process cache keyed by session token. Every process LISTENs on
 * SESSION_CHANNEL; the triggers notify on sign-out, revocation, expiry changes, password, role, name and email
 * changes, and the user's cached sessions are dropped at once. An entry never outlives its session's absolute
 * expiry, and nothing is cached while the LISTEN connection is down (notifications could be missed).
 */
export function createSessionResolver(
  database: Database,
  onError: (error: unknown) => void,
): SessionResolver {
  const entries = new Map<string, Entry>();
  const tokensByUser = new Map<string, Set<string>>();
  // Bumped by every invalidation: a lookup that raced one is answered but not cached.
  let generation = 0;
  let caching = false;

  const findByToken = database.db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      role: userRoles.role,
      expiresAt: session.expiresAt,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRoles, eq(userRoles.userId, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .prepare('find_session_by_token');

  const forget = (token: string, userId: string) => {
    entries.delete(token);
    const tokens = tokensByUser.get(userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(userId);
  };
  const invalidateUser = (userId: string) => {
    generation += 1;
    for (const token of tokensByUser.get(userId) ?? []) entries.delete(token);
    tokensByUser.delete(userId);
  };
  const clear = () => {
    generation += 1;
    entries.clear();
    tokensByUser.clear();
  };
  const store = (token: string, actor: Actor, expiresAt: Date) => {
    if (entries.size >= MAX_ENTRIES) {
      const [oldest] = entries;
      if (oldest) forget(oldest[0], oldest[1].actor.id);
    }
    entries.set(token, { actor, until: Math.min(Date.now() + CACHE_TTL_MS, expiresAt.getTime()) });
    let tokens = tokensByUser.get(actor.id);
    if (!tokens) tokensByUser.set(actor.id, (tokens = new Set()));
    tokens.add(token);
  };

  const listening = database.listen(SESSION_CHANNEL, invalidateUser, (connected) => {
    clear();
    caching = connected;
  });
  const ready = listening.then(
    () => {
      caching = true;
    },
    (error: unknown) => onError(error),
  );

  return {
    ready,
    async resolve(token) {
      const hit = entries.get(token);
      if (hit) {
        if (hit.until > Date.now()) return hit.actor;
        forget(token, hit.actor.id);
      }
      const seen = generation;
      const [row] = await findByToken.execute({ token });
      if (!row) return null;
      const actor: Actor = { id: row.id, email: row.email, name: row.name, isAdmin: row.role === 'admin' };
      if (caching && seen === generation) store(token, actor, row.expiresAt);
      return actor;
    },
    forgetUserOf(token) {
      const entry = entries.get(token);
      if (entry) invalidateUser(entry.actor.id);
      else generation += 1;
    },
    async close() {
      caching = false;
      clear();
      const stop = await listening.catch(() => undefined);
      await stop?.();
    },
  };
}
