import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Audience, AudienceWithTwins } from '@contracts/audiences';
import { audiences, audienceTwins } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { findMemberAudience, memberWorkspaceIds, toAudience, toAudienceTwin } from './audiences';

/** The audiences of every workspace the caller is a member of, newest first. */
export async function listAudiences({ db }: AppContext, actor: Actor): Promise<Audience[]> {
  const workspaces = await memberWorkspaceIds(db, actor.id);
  if (workspaces.length === 0) return [];
  const rows = await db
    .select({ audience: audiences, twins: count(audienceTwins.id) })
    .from(audiences)
    .leftJoin(audienceTwins, eq(audienceTwins.audienceId, audiences.id))
    .where(inArray(audiences.workspaceId, workspaces))
    .groupBy(audiences.id)
    .orderBy(desc(audiences.createdAt), desc(audiences.id));
  return rows.map((row) => toAudience(row.audience, Number(row.twins)));
}

/** One audience with its twins, for members of its workspace (404 for anyone else). */
export async function getAudience({ db }: AppContext, actor: Actor, id: string): Promise<AudienceWithTwins> {
  const row = await findMemberAudience(db, actor.id, id);
  const twins = await db
    .select()
    .from(audienceTwins)
    .where(eq(audienceTwins.audienceId, row.id))
    .orderBy(asc(audienceTwins.createdAt), asc(audienceTwins.id));
  return { ...toAudience(row, twins.length), twins: twins.map(toAudienceTwin) };
}
