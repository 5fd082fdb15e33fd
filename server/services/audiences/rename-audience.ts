import { eq } from 'drizzle-orm';
import type { Audience } from '../../../contracts/audiences';
import { audiences } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findMemberAudience } from './audiences';
import { getAudience } from './list-audiences';

/** Renames an audience of one of the caller's workspaces (404 for anyone else). */
export async function renameAudience(
  context: AppContext,
  actor: Actor,
  id: string,
  name: string,
): Promise<Audience> {
  await context.db.transaction(async (tx) => {
    await findMemberAudience(tx, actor.id, id);
    await tx.update(audiences).set({ name }).where(eq(audiences.id, id));
  });
  const { twins: _twins, ...audience } = await getAudience(context, actor, id);
  return audience;
}
