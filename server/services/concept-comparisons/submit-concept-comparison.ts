import { variantImageField, type ConceptComparisonInput } from '@contracts/concept-comparison';
import type { Actor, AppContext } from '../../context';
import { HttpError, httpError } from '../../errors';
import { deleteImage, insertImage, prepareImage } from '../content/store-upload';
import { assertCanPay } from '../image-runs/submit-image-run';
import { submitRun, type SubmittedRun } from '../runs/submit-run';

/** A refused image's problem, naming its field (images.N) so the form can show it beside that variant. */
function namingField(error: unknown, field: string): unknown {
  if (!(error instanceof HttpError)) return error;
  return httpError(error.code, `${field}: ${error.message}`, {
    invalidParams: [{ name: field, reason: error.message }],
  });
}

/**
 * Submits a concept comparison whose variants may carry an image each (by variant index). As for an ad test, a short
 * balance is refused before any file is decoded; every file is then checked and re-encoded (a wrong or broken one
 * costs nothing and stores nothing), stored privately for the queued job, and removed again if the run is refused
 * before it is queued.
 */
export async function submitConceptComparison(
  context: AppContext,
  actor: Actor,
  input: ConceptComparisonInput,
  files: ReadonlyMap<number, Buffer> = new Map(),
): Promise<SubmittedRun> {
  if (files.size === 0) return submitRun(context, actor, 'concept_comparison', input);
  for (const index of files.keys())
    if (index >= input.variants.length)
      throw namingField(
        httpError('VALIDATION_FAILED', `There is no variant ${index + 1} for this image.`),
        variantImageField(index),
      );
  await assertCanPay(context, actor);
  const prepared = [];
  for (const [index, file] of files) {
    try {
      prepared.push({ index, image: await prepareImage(file) });
    } catch (error) {
      throw namingField(error, variantImageField(index));
    }
  }
  const imageIds: (string | null)[] = input.variants.map(() => null);
  try {
    for (const { index, image } of prepared)
      imageIds[index] = await insertImage(context.db, actor.id, image, 'private');
    return await submitRun(context, actor, 'concept_comparison', { ...input, imageIds });
  } catch (error) {
    for (const imageId of imageIds) if (imageId) await deleteImage(context.db, imageId);
    throw error;
  }
}
