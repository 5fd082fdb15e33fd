import { eq } from 'drizzle-orm';
import type { FeedbackStats, SavedResponseItem } from '../../../contracts/feedback';
import { feedbackRequests } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';

function interestOf(response: SavedResponseItem): number | undefined {
  const level = response.detailed?.interestLevel ?? response.detailed?.concept?.interestLevel;
  return typeof level === 'number' && level > 0 ? level : undefined;
}

/** totalAnalyses, totalTwins (selected personas summed) and the rounded mean of per-record mean interest above 0. */
export async function getFeedbackStats({ db }: AppContext, actor: Actor): Promise<FeedbackStats> {
  const rows = await db
    .select({ selectedPersonas: feedbackRequests.selectedPersonas, responses: feedbackRequests.responses })
    .from(feedbackRequests)
    .where(eq(feedbackRequests.userId, actor.id));
  const recordMeans = rows
    .map((row) => {
      const levels = (row.responses as SavedResponseItem[]).map(interestOf).filter((l): l is number => l !== undefined);
      return levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : 0;
    })
    .filter((mean) => mean > 0);
  return {
    totalAnalyses: rows.length,
    totalTwins: rows.reduce((total, row) => total + (Array.isArray(row.selectedPersonas) ? row.selectedPersonas.length : 0), 0),
    averageInterestScore: recordMeans.length ? Math.round(recordMeans.reduce((a, b) => a + b, 0) / recordMeans.length) : 0,
  };
}
