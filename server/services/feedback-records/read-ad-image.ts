import { imageAdDetailsSchema } from '../../../contracts/image-ad';
import type { Actor, AppContext } from '../../context';
import { conflict } from '../../errors';
import { readImage } from '../content/store-upload';
import { findOwnedFeedback } from './feedback-records';
import { readPublicSnapshot } from './share-snapshot';

/** The private ad image of an image-ad record, through the record's own access rule. */
async function imageOf(context: AppContext, conceptDetails: unknown) {
  const details = imageAdDetailsSchema.safeParse(conceptDetails);
  // The caller may see the record; it is just not an ad test (404 stays reserved for records one may not see).
  if (!details.success) throw conflict('This run is not an Ad Creative Test, so it has no ad image.');
  return readImage(context, details.data.imageId, 'private');
}

/** Only the record's owner sees its ad (404 to anyone else). */
export async function readOwnedAdImage(context: AppContext, actor: Actor, feedbackId: string) {
  const row = await findOwnedFeedback(context.db, actor.id, feedbackId);
  return imageOf(context, row.conceptDetails);
}

/** Anyone with the link of a shared run sees its ad, while it stays shared. */
export async function readSnapshotAdImage(context: AppContext, slug: string) {
  const snapshot = await readPublicSnapshot(context, slug);
  return imageOf(context, (snapshot as Record<string, unknown>).concept_details);
}
