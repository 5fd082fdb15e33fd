import { count, eq } from 'drizzle-orm';
import type { Audience } from '@contracts/audiences';
import { audiences, audienceTwins } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findMemberAudience, toAudience } from './audiences';

/** Renames an audience of one of the caller's workspaces (editors and owners; 404 for anyone outside it). */
export async function renameAudience(
  { db }: AppContext,
  actor: Actor,
  id: string,
  name: string,
): Promise<Audience> {
  return db.transaction(async (tx) => {
    await findMemberAudience(tx, actor.id, id, 'change');
    const [row] = await tx.update(audiences).set({ name }).where(eq(audiences.id, id)).returning();
    const [twins] = await tx
      .select({ total: count() })
      .from(audienceTwins)
      .where(eq(audienceTwins.audienceId, id));
    return toAudience(row!, Number(twins?.total ?? 0));
  });
}
