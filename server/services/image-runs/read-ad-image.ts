import { eq } from 'drizzle-orm';
import { imageAdDetailsSchema, type AdBrief, type AdReading } from '@contracts/image-ad';
import { uploads } from '@db/schema/index';
import { readAdImage } from '../../infrastructure/ad-image-reader';
import type { Actor, AppContext } from '../../context';
import { conflict } from '../../errors';
import { readImage } from '../content/store-upload';
import { findFeedback } from '../feedback-records/feedback-records';
import { readSharedRecord } from '../feedback-records/share-snapshot';

/**
 * The private image of a run on an image, through the record's own access rule. The image must be the record owner's
 * own upload: an image id typed into a hand-saved record never reads someone else's picture.
 */
async function imageOf(context: AppContext, conceptDetails: unknown, ownerId: string) {
  const details = imageAdDetailsSchema.safeParse(conceptDetails);
  // The caller may see the record; it just holds no image (404 stays reserved for records one may not see).
  if (!details.success) throw conflict('This run was not made on an image, so it has none to show.');
  return readImage(context, details.data.imageId, { visibility: 'private', ownerId });
}

/** Only members of the record's workspace see its ad (404 to anyone else); the upload is its creator's. */
export async function readOwnedAdImage(context: AppContext, actor: Actor, feedbackId: string) {
  const row = await findFeedback(context.db, actor.id, feedbackId, 'read');
  return imageOf(context, row.conceptDetails, row.userId);
}

/** Anyone with the link of a shared run sees its ad, while it stays shared. */
export async function readSnapshotAdImage(context: AppContext, slug: string) {
  const { stored, ownerId } = await readSharedRecord(context, slug);
  return imageOf(context, stored.concept_details, ownerId);
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
