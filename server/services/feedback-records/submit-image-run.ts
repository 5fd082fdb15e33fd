import type { ImageRunRequestFields } from '../../../contracts/image-analysis';
import type { AdBrief } from '../../../contracts/image-ad';
import type { Actor, AppContext } from '../../context';
import { deleteImage, insertImage, prepareImage } from '../content/store-upload';
import { submitRun, type SubmittedRun } from '../runs/submit-run';

/**
 * Submits a run on an uploaded image: an Ad Creative Test (twins react to it) or an image analysis (the reader
 * alone). The file is checked and re-encoded first (a wrong or broken file costs nothing and stores nothing); the
 * image is stored privately for the queued job and removed again if the run is refused before it is queued (a short
 * balance, unknown twins, the day's limit).
 */
export async function submitImageRun(
  context: AppContext,
  actor: Actor,
  fields: ImageRunRequestFields,
  file: Buffer,
): Promise<SubmittedRun> {
  const image = await prepareImage(file);
  const brief: AdBrief = {
    adCopy: fields.adCopy || undefined,
    callToAction: fields.callToAction || undefined,
    targetContext: fields.targetContext || undefined,
  };
  const imageId = await insertImage(context.db, actor.id, image, 'private');
  try {
    return fields.type === 'image-ad'
      ? await submitRun(context, actor, 'image-ad', {
          imageId,
          brief,
          personaIds: fields.personaIds,
          filters: fields.filters,
        })
      : await submitRun(context, actor, 'image_analysis', { imageId, brief });
  } catch (error) {
    await deleteImage(context.db, imageId);
    throw error;
  }
}
