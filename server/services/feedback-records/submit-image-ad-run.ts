import type { AdBrief, ImageAdRequestFields } from '../../../contracts/image-ad';
import type { Actor, AppContext } from '../../context';
import { deleteImage, insertImage, prepareImage } from '../content/store-upload';
import { submitRun, type SubmittedRun } from '../runs/submit-run';

/**
 * Submits an Ad Creative Test. The file is checked and re-encoded first (a wrong or broken file costs nothing and
 * stores nothing); the image is stored privately for the queued job and removed again if the run is refused before
 * it is queued (a short balance, unknown twins).
 */
export async function submitImageAdRun(
  context: AppContext,
  actor: Actor,
  fields: ImageAdRequestFields,
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
    return await submitRun(context, actor, 'image-ad', {
      imageId,
      brief,
      personaIds: fields.personaIds,
      filters: fields.filters,
    });
  } catch (error) {
    await deleteImage(context.db, imageId);
    throw error;
  }
}
