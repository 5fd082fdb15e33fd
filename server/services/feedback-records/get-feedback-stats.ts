import { eq } from 'drizzle-orm';
import type { FeedbackStats, SavedResponseItem } from '@contracts/feedback';
import { feedbackRequests } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { twinWeights } from '../personas/list-personas';
import { actingWorkspace } from '../workspaces/workspace-access';

function interestOf(response: SavedResponseItem): number | undefined {
  const level = response.detailed?.interestLevel ?? response.detailed?.concept?.interestLevel;
  return typeof level === 'number' && level > 0 ? level : undefined;
}

/**
 * Over the records of the workspace the request acts in: totalAnalyses, totalTwins (selected personas summed) and the rounded mean of per-record mean interest above 0; a
 * record's mean counts each twin's answer by its survey weight, as every aggregate does.
 */
export async function getFeedbackStats(context: AppContext, actor: Actor): Promise<FeedbackStats> {
  const { db } = context;
  const weightOf = await twinWeights(context);
  const rows = await db
    .select({ selectedPersonas: feedbackRequests.selectedPersonas, responses: feedbackRequests.responses })
    .from(feedbackRequests)
    .where(eq(feedbackRequests.workspaceId, (await actingWorkspace(db, actor, 'read')).id));
  const recordMeans = rows
    .map((row) => {
      const rated = (row.responses as SavedResponseItem[]).flatMap((response) => {
        const level = interestOf(response);
        return level === undefined ? [] : [{ level, weight: weightOf(response.personaId) }];
      });
      const totalWeight = rated.reduce((a, r) => a + r.weight, 0);
      return rated.length ? rated.reduce((a, r) => a + r.level * r.weight, 0) / totalWeight : 0;
    })
    .filter((mean) => mean > 0);
  return {
    totalAnalyses: rows.length,
    totalTwins: rows.reduce(
      (total, row) => total + (Array.isArray(row.selectedPersonas) ? row.selectedPersonas.length : 0),
      0,
    ),
    averageInterestScore: recordMeans.length
      ? Math.round(recordMeans.reduce((a, b) => a + b, 0) / recordMeans.length)
      : 0,
  };
}
