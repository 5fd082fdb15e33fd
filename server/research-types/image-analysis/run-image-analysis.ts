import { IMAGE_RUN_COST } from '@contracts/image-analysis';
import type { AdBrief, ImageAdDetails } from '@contracts/image-ad';
import { analyseImage, ENGINE_VERSION, IMAGE_READER } from '@engine/index';
import { deleteImage } from '../../services/content/store-upload';
import type { RunExecutor } from '../../services/runs/run-executor';
import { adConceptOf, readStoredAd } from '../../services/image-runs/read-ad-image';

/** What a queued image analysis carries: the stored image's id and what the user typed beside it. */
export interface ImageAnalysisRunInput {
  imageId: string;
  brief: AdBrief;
}

/**
 * Reading an image alone, as a run type of the job layer: the Ad Creative Test's offline reader (`reading` event),
 * then what the words offer and notes on the look (`analysis`). It costs no credit; the day's free reads are capped
 * where the image is stored (submit-image-run.ts).
 */
export const imageAnalysisExecutor: RunExecutor<ImageAnalysisRunInput> = {
  cost: IMAGE_RUN_COST,
  check: async () => ({ twins: 0 }),
  execute: async (context, { userId, input }, emit) => {
    const { reading } = await readStoredAd(context, input.imageId, userId);
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
  discard: (context, input) => deleteImage(context.db, input.imageId),
};
