import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { ImageRunRequestFields } from '../../../contracts/image-analysis';
import type { AdBrief } from '../../../contracts/image-ad';
import type { Executor } from '../../../db/client';
import { uploads } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { HttpError } from '../../errors';
import { deleteImage, insertImage, prepareImage, type PreparedImage } from '../content/store-upload';
import { submitRun, type SubmittedRun } from '../runs/submit-run';

/** Free image analyses stop once the user has stored this many run images (of either kind) in a day. */
async function assertFreeReadsLeft(db: Executor, { id }: Actor, perDay: number) {
  const [today] = await db
    .select({ n: count() })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, id),
        eq(uploads.private, true),
        gt(uploads.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((today?.n ?? 0) >= perDay)
    throw new HttpError(
      429,
      'Too Many Requests',
      'RECORD_LIMIT',
      `You can analyse at most ${perDay} images a day. Please try again tomorrow.`,
    );
}

/**
 * Stores a run's image privately. A free analysis first counts the day's images under a per-user lock, so parallel
 * requests cannot all pass the cap; a paid ad test is bounded by its credits.
 */
async function storeRunImage(context: AppContext, actor: Actor, free: boolean, image: PreparedImage) {
  if (!free) return insertImage(context.db, actor.id, image, 'private');
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`image-reads:${actor.id}`}))`);
    await assertFreeReadsLeft(tx, actor, context.env.RECORDS_PER_DAY);
    return insertImage(tx, actor.id, image, 'private');
  });
}

/**
 * Submits a run on an uploaded image: an Ad Creative Test (twins react to it) or an image analysis (the reader
 * alone). The file is checked and re-encoded first (a wrong or broken file costs nothing and stores nothing); the
 * image is stored privately for the queued job and removed again if the run is refused before it is queued (a short
 * balance, unknown twins). A free analysis over the day's cap is refused before the file is even decoded.
 */
export async function submitImageRun(
  context: AppContext,
  actor: Actor,
  fields: ImageRunRequestFields,
  file: Buffer,
): Promise<SubmittedRun> {
  const free = fields.type === 'image_analysis';
  if (free) await assertFreeReadsLeft(context.db, actor, context.env.RECORDS_PER_DAY);
  const image = await prepareImage(file);
  const brief: AdBrief = {
    adCopy: fields.adCopy || undefined,
    callToAction: fields.callToAction || undefined,
    targetContext: fields.targetContext || undefined,
  };
  const imageId = await storeRunImage(context, actor, free, image);
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
