import { and, asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { ImageRunRequestFields } from '@contracts/image-analysis';
import type { AdBrief } from '@contracts/image-ad';
import type { Executor } from '@db/client';
import { uploads } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { httpError } from '../../errors';
import { deleteImage, insertImage, prepareImage, type PreparedImage } from '../content/store-upload';
import { insufficientCredits, submitRun, type SubmittedRun } from '../runs/submit-run';
import { getCreditBalance } from '../credits/get-credit-balance';
import { RUN_COST } from '@contracts/credits';

/**
 * Free image analyses stop at FREE_IMAGE_READS_PER_HOUR in an hour and FREE_IMAGE_READS_PER_DAY in a day, counting
 * the user's stored run images (ad tests' images count too), so a day's reads cannot all be spent in seconds; and at
 * the hour's OCR time.
 */
async function assertFreeReadsLeft(db: Executor, { id }: Actor, env: AppContext['env']) {
  const [counted] = await db
    .select({
      day: count(),
      hour: sql<number>`count(*) filter (where ${uploads.createdAt} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
    })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, id),
        eq(uploads.private, true),
        gt(uploads.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  const limit =
    (counted?.day ?? 0) >= env.FREE_IMAGE_READS_PER_DAY
      ? `${env.FREE_IMAGE_READS_PER_DAY} images a day. Please try again tomorrow.`
      : (counted?.hour ?? 0) >= env.FREE_IMAGE_READS_PER_HOUR
        ? `${env.FREE_IMAGE_READS_PER_HOUR} images an hour. Please try again later.`
        : null;
  if (limit) throw httpError('RECORD_LIMIT', `You can analyse at most ${limit}`);
  await assertOcrTimeLeft(db, id, env.FREE_IMAGE_OCR_SECONDS_PER_HOUR);
}

const HOUR_MS = 3_600_000;

/**
 * Free image analyses stop once the user's run images of the last hour held OCR threads for
 * FREE_IMAGE_OCR_SECONDS_PER_HOUR (noise and textures take the longest to read), until enough of those reads are an
 * hour old: Retry-After says when.
 */
async function assertOcrTimeLeft(db: Executor, ownerId: string, secondsPerHour: number) {
  const reads = await db
    .select({ ocrMs: uploads.ocrMs, createdAt: uploads.createdAt })
    .from(uploads)
    .where(
      and(
        eq(uploads.ownerId, ownerId),
        eq(uploads.private, true),
        isNotNull(uploads.ocrMs),
        gt(uploads.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .orderBy(asc(uploads.createdAt));
  const budgetMs = secondsPerHour * 1000;
  let usedMs = reads.reduce((sum, read) => sum + read.ocrMs!, 0);
  if (usedMs < budgetMs) return;
  // The budget is back once the oldest reads that take the hour past it are an hour old.
  const freedAt = reads.find((read) => (usedMs -= read.ocrMs!) < budgetMs)!.createdAt.getTime() + HOUR_MS;
  const retryAfter = Math.max(1, Math.ceil((freedAt - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw httpError(
    'RATE_LIMITED',
    `Your images of the last hour used the ${secondsPerHour} second${secondsPerHour === 1 ? '' : 's'} of reading that free image analyses may take in an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { extra: { retryAfter } },
  );
}

/** A paid run on an image is refused for a short balance before its file is decoded (the charge checks again). */
export async function assertCanPay(context: AppContext, actor: Actor) {
  const { balance, isUnlimited } = await getCreditBalance(context, actor);
  if (!isUnlimited && balance < RUN_COST) throw insufficientCredits(RUN_COST, balance);
}

/**
 * Stores a run's image privately. A free analysis first counts the day's images under a per-user lock, so parallel
 * requests cannot all pass the cap; a paid ad test is bounded by its credits.
 */
async function storeRunImage(context: AppContext, actor: Actor, free: boolean, image: PreparedImage) {
  if (!free) return insertImage(context.db, actor.id, image, 'private');
  return context.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`image-reads:${actor.id}`}))`);
    await assertFreeReadsLeft(tx, actor, context.env);
    return insertImage(tx, actor.id, image, 'private');
  });
}

/**
 * Submits a run on an uploaded image: an Ad Creative Test (twins react to it) or an image analysis (the reader
 * alone). The file is checked and re-encoded first (a wrong or broken file costs nothing and stores nothing); the
 * image is stored privately for the queued job and removed again if the run is refused before it is queued (a short
 * balance, unknown twins). A free analysis over its hourly or daily cap, and a paid test without the credit, are
 * refused before the file is even decoded.
 */
export async function submitImageRun(
  context: AppContext,
  actor: Actor,
  fields: ImageRunRequestFields,
  file: Buffer,
): Promise<SubmittedRun> {
  const free = fields.type === 'image_analysis';
  if (free) await assertFreeReadsLeft(context.db, actor, context.env);
  else await assertCanPay(context, actor);
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
