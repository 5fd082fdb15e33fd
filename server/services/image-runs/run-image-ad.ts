import { eq } from 'drizzle-orm';
import { RUN_COST } from '@contracts/credits';
import type { SavedResponseItem } from '@contracts/feedback';
import type { AdBrief, AdReading, ImageAdDetails } from '@contracts/image-ad';
import type { FilterSet } from '@contracts/personas';
import { uploads } from '@db/schema/index';
import { adTextOf, INTENT_READING, runImageAdTest, type ImageAdAnswer } from '@engine/index';
import { readAdImage } from '../../infrastructure/ad-image-reader';
import type { AppContext } from '../../context';
import { deleteImage, readImage } from '../content/store-upload';
import { secondSample } from '../runs/second-sample';
import { engineStamp, type RunExecutor } from '../runs/run-executor';
import { audiencesOfTwins } from '../audiences/audiences';
import { loadChosenTwins } from '../personas/load-chosen-twins';
import { imageAdAnswerItemOf } from '../feedback-records/normalise-record';
import { toResponseItem } from '../concept-tests/run-concept-test';

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

/** The record's concept: the copy the user typed, else the words read from the ad; the history card falls back when empty. */
export function adConceptOf(brief: AdBrief, reading: AdReading): string | null {
  const words = (brief.adCopy || reading.text).replace(/\s+/g, ' ').trim();
  return words ? words.slice(0, 300) : null;
}

/**
 * A queued run's image, and what the offline reader finds in it (OCR in worker threads, measures by sharp). How long
 * OCR held a thread is kept with the image: the owner's free image analyses of the hour are bounded by it.
 */
export async function readStoredAd(context: AppContext, imageId: string, ownerId: string) {
  const image = await readImage(context, imageId, { visibility: 'private', ownerId });
  const { reading, ocrMs } = await readAdImage(image.bytes, {
    owner: ownerId,
    timeMs: context.env.OCR_TIME_BUDGET_MS,
    threads: context.env.OCR_WORKERS,
  });
  await context.db.update(uploads).set({ ocrMs }).where(eq(uploads.id, imageId));
  return { image, reading };
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
