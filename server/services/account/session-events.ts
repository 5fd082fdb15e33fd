import { and, eq, gt } from 'drizzle-orm';
import { session } from '@db/schema/index';
import type { AppContext } from '../../context';
import { publishEvent } from '../../infrastructure/publish-event';

/** Tells every server process that some of a user's sessions may have ended (sign-out, revocation, deletion). */
export async function announceSessionChange({ db }: AppContext, userId: string): Promise<void> {
  await publishEvent(db, userId, { type: 'session' });
}

/** Tells the user's open tabs that their name or profile changed (better-auth's update-user, outside our services). */
export async function announceProfileChange({ db }: AppContext, userId: string): Promise<void> {
  await publishEvent(db, userId, { type: 'profile' });
}

/** Whether a session still exists and has not expired, read from the database itself (never from a cookie cache). */
export async function isSessionActive({ db }: AppContext, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())));
  return Boolean(row);
}
