import { and, count, eq, gt, sql } from 'drizzle-orm';
import { IMAGE_ANALYSIS_COST } from '../../../contracts/image-analysis';
import type { AdBrief, ImageAdDetails } from '../../../contracts/image-ad';
import { feedbackRequests } from '../../../db/schema/index';
import { analyseImage, ENGINE_VERSION, IMAGE_READER } from '../../../engine/index';
import { HttpError } from '../../errors';
import type { RunExecutor } from '../runs/run-executor';
import { adConceptOf, readStoredAd } from './run-image-ad';

/** What a queued image analysis carries: the stored image's id and what the user typed beside it. */
export interface ImageAnalysisRunInput {
  imageId: string;
  brief: AdBrief;
}

/**
 * Reading an image alone, as a run type of the job layer: the Ad Creative Test's offline reader (`reading` event),
 * then what the words offer and notes on the look (`analysis`). It costs no credit, so the day's free reads are
 * counted against the daily record limit instead.
 */
export const imageAnalysisExecutor: RunExecutor<ImageAnalysisRunInput> = {
  cost: IMAGE_ANALYSIS_COST,
  check: async ({ db, env }, actor) => {
    const [today] = await db
      .select({ n: count() })
      .from(feedbackRequests)
      .where(
        and(
          eq(feedbackRequests.userId, actor.id),
          eq(feedbackRequests.type, 'image_analysis'),
          gt(feedbackRequests.createdAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((today?.n ?? 0) >= env.RECORDS_PER_DAY)
      throw new HttpError(
        429,
        'Too Many Requests',
        'RECORD_LIMIT',
        `You can analyse at most ${env.RECORDS_PER_DAY} images a day. Please try again tomorrow.`,
      );
    return { twins: 0 };
  },
  execute: async (context, { input }, emit) => {
    const { reading } = await readStoredAd(context, input.imageId);
    emit('reading', reading);
    const analysis = analyseImage({ reading, brief: input.brief });
    emit('analysis', analysis);
    const { width, height } = reading.measures;
    const details: ImageAdDetails = { ...input.brief, imageId: input.imageId, width, height };
    return {
      concept: adConceptOf(input.brief, reading),
      conceptDetails: details,
      selectedPersonas: [],
      responses: [],
      overallAnalysis: analysis,
      type: 'image_analysis',
      filters: null,
      engine: { ...IMAGE_READER, version: ENGINE_VERSION },
    };
  },
};
