import { eq } from 'drizzle-orm';
import { audiences } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findMemberAudience } from './audiences';

/**
 * Deletes an audience and its twins (editors and owners; 404 for anyone outside its workspace). Records of runs on its twins keep
 * each twin's name and answers as they were, so they stay readable, shareable and exportable.
 */
export async function deleteAudience({ db }: AppContext, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findMemberAudience(tx, actor.id, id, 'change');
    await tx.delete(audiences).where(eq(audiences.id, id));
  });
}
