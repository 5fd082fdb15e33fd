import type {
  AdBrief,
  AdReading,
  ImageAdDetails,
  ImageAdOverallAnalysis,
  ImageAdRequestFields,
} from '../../../contracts/image-ad';
import type { FeedbackRecord, ResponseItem } from '../../../contracts/feedback';
import type { Persona } from '../../../contracts/personas';
import { runImageAdTest, type ImageAdAnswer } from '../../../engine/index';
import type { Actor, AppContext } from '../../context';
import { readAdImage } from '../../infrastructure/ad-image-reader';
import { insertImage, prepareImage, readImage } from '../content/store-upload';
import {
  chargedRun,
  loadRunPersonas,
  toResponseItem,
  type AnalysisProgress,
  type RunOutcome,
} from './run-analysis';

export interface ImageAdProgress extends AnalysisProgress<ImageAdOverallAnalysis> {
  /** The offline reading of the image, before any twin answers. */
  onReading?: (reading: AdReading) => void;
}

/** What the engine step needs: the stored image's id and what the user typed (a queued job carries only this). */
export interface ImageAdRunInput {
  imageId: string;
  brief: AdBrief;
}

/** A twin's ad answer in the spec's response-item shape, with its reaction to the creative as `detailed.adReaction`. */
export function toImageAdResponseItem({ answer, reaction }: ImageAdAnswer): ResponseItem {
  const item = toResponseItem(answer);
  return { ...item, detailed: { ...item.detailed, adReaction: reaction } };
}

/** The record's concept: the copy the user typed, else the words read from the ad; the history card falls back when empty. */
function conceptOf(brief: AdBrief, reading: AdReading): string | null {
  const words = (brief.adCopy || reading.text).replace(/\s+/g, ' ').trim();
  return words ? words.slice(0, 300) : null;
}

/** The engine step of an ad test: read the stored image offline, then show it to every twin. */
export async function executeImageAdRun(
  context: AppContext,
  personas: Persona[],
  input: ImageAdRunInput,
  progress: ImageAdProgress = {},
): Promise<RunOutcome> {
  const image = await readImage(context, input.imageId, 'private');
  const reading = await readAdImage(image.bytes);
  progress.onReading?.(reading);
  const result = await runImageAdTest({
    provider: context.engine,
    personas,
    ad: {
      imageId: input.imageId,
      reading,
      brief: input.brief,
      image: { bytes: image.bytes, mediaType: 'image/webp' },
    },
    onPersonaResult: (answer) => progress.onPersonaResult?.(toImageAdResponseItem(answer)),
  });
  progress.onAnalysis?.(result.overallAnalysis);
  const { width, height } = reading.measures;
  const details: ImageAdDetails = { ...input.brief, imageId: input.imageId, width, height };
  return {
    concept: conceptOf(input.brief, reading),
    conceptDetails: details,
    responses: result.answers.map(toImageAdResponseItem),
    overallAnalysis: result.overallAnalysis as unknown as Record<string, unknown>,
  };
}

/**
 * A charged Ad Creative Test. The file is checked and re-encoded before the charge (a wrong or broken file costs
 * nothing and stores nothing), the image is stored privately after it, then the engine step runs.
 */
export async function runImageAd(
  context: AppContext,
  actor: Actor,
  fields: ImageAdRequestFields,
  file: Buffer,
  progress: ImageAdProgress = {},
  onEngineFailure?: (error: unknown) => void,
): Promise<FeedbackRecord> {
  const image = await prepareImage(file);
  const personas = await loadRunPersonas(context, fields.personaIds);
  const brief: AdBrief = {
    adCopy: fields.adCopy || undefined,
    callToAction: fields.callToAction || undefined,
    targetContext: fields.targetContext || undefined,
  };
  return chargedRun(
    context,
    actor,
    { type: 'image-ad', personas, filters: fields.filters, onEngineFailure },
    async () => {
      const imageId = await insertImage(context.db, actor.id, image, 'private');
      return executeImageAdRun(context, personas, { imageId, brief }, progress);
    },
  );
}
