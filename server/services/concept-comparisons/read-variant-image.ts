import { comparisonAnalysisSchema, variantLabel } from '@contracts/concept-comparison';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { readImage } from '../content/store-upload';
import { findFeedback } from '../feedback-records/feedback-records';

/**
 * A comparison variant's image, for the members of the record's workspace only (404 to anyone else). The image
 * must be the record creator's own upload, so an id typed into a hand-saved record never reads someone else's picture.
 */
export async function readOwnedVariantImage(
  context: AppContext,
  actor: Actor,
  feedbackId: string,
  variant: number,
) {
  const row = await findFeedback(context.db, actor.id, feedbackId, 'read');
  const analysis = comparisonAnalysisSchema.safeParse(row.overallAnalysis);
  const image = analysis.success ? analysis.data.variants[variant]?.image : undefined;
  if (!image) throw notFound(`${variantLabel(variant)} of this comparison has no image.`);
  return readImage(context, image.imageId, { visibility: 'private', ownerId: row.userId });
}
