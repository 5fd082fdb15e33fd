import { RUN_COST } from '@contracts/credits';
import type { SavedResponseItem } from '@contracts/feedback';
import type { AdBrief, ImageAdDetails } from '@contracts/image-ad';
import type { FilterSet } from '@contracts/personas';
import { adTextOf, INTENT_READING, runImageAdTest, type ImageAdAnswer } from '@engine/index';
import { deleteImage } from '../../services/content/store-upload';
import { adConceptOf, readStoredAd } from '../../services/image-runs/read-ad-image';
import { secondSample } from '../../services/runs/second-sample';
import { engineStamp, type RunExecutor } from '../../services/runs/run-executor';
import { audiencesOfTwins } from '../../services/audiences/audiences';
import { loadChosenTwins } from '../../services/personas/load-chosen-twins';
import { imageAdAnswerItemOf } from '../../services/feedback-records/record-json';
import { toResponseItem } from '../concept-test/run-concept-test';

/** What a queued ad test carries: the stored image's id (never its bytes), what the user typed and the twins. */
export interface ImageAdRunInput {
  imageId: string;
  brief: AdBrief;
  personaIds: string[];
  filters?: FilterSet;
}

/** A twin's ad answer in the spec's response-item shape, with its reaction to the creative as `detailed.adReaction`. */
export function toImageAdResponseItem({ answer, reaction }: ImageAdAnswer): SavedResponseItem {
  const item = toResponseItem(answer);
  return { ...item, detailed: { ...item.detailed, adReaction: reaction } };
}

/**
 * The Ad Creative Test as a run type of the job layer: read the stored image offline (`reading` event), then show it
 * to every twin (`persona` events) and sum up (`analysis`).
 */
export const imageAdExecutor: RunExecutor<ImageAdRunInput> = {
  cost: RUN_COST,
  check: async (context, actor, input) => ({
    twins: (await loadChosenTwins(context, actor.id, input.personaIds)).length,
  }),
  execute: async (context, { userId, input }, emit) => {
    const personas = await loadChosenTwins(context, userId, input.personaIds);
    const { image, reading } = await readStoredAd(context, input.imageId, userId);
    emit('reading', reading);
    const ad = {
      imageId: input.imageId,
      reading,
      brief: input.brief,
      image: { bytes: image.bytes, mediaType: 'image/webp' as const },
    };
    const result = await runImageAdTest({
      provider: context.engine,
      personas,
      ad,
      onPersonaResult: (answer) => emit('persona', imageAdAnswerItemOf(toImageAdResponseItem(answer))),
    });
    emit('analysis', result.overallAnalysis);
    const adText = adTextOf(ad);
    const retest = await secondSample(
      context,
      userId,
      result.answers.map(({ answer }) => ({
        persona: personas.find((p) => p.id === answer.personaId)!,
        answer,
      })),
      async (persona) => (await context.engine.answerImageAd({ persona, ad, adText })).answer,
      INTENT_READING,
    );
    const { width, height } = reading.measures;
    const details: ImageAdDetails = { ...input.brief, imageId: input.imageId, width, height };
    return {
      concept: adConceptOf(input.brief, reading),
      conceptDetails: details,
      selectedPersonas: personas.map((p) => p.id),
      responses: result.answers.map(toImageAdResponseItem),
      overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
      type: 'image-ad',
      filters: input.filters ?? null,
      engine: engineStamp(context),
      retest,
      audiences: await audiencesOfTwins(context.db, input.personaIds),
    };
  },
  discard: (context, input) => deleteImage(context.db, input.imageId),
};
