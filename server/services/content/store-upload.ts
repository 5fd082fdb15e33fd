import type { Executor } from '@db/client';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '@contracts/content';
import { uploads } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { badRequest, httpError, notFound } from '../../errors';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_DIMENSION = 2400;
/** The most pixels an uploaded image may have: decoding is bounded before any work (a 16k² image is refused). */
const MAX_INPUT_PIXELS = 40_000_000;

export const uploadPath = (id: string) => `/api/uploads/${id}`;

export const fileTooLarge = () => httpError('FILE_TOO_LARGE', 'Images can be at most 5 MB.');

export interface PreparedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

/**
 * Checks and cleans an image before anything is stored or charged: the type is read from the bytes (never the file
 * name or the declared type), and the image is re-encoded as WebP without metadata (EXIF, GPS), which also drops
 * anything hidden in the original file.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
  let metadata: sharp.Metadata | undefined;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    metadata = undefined;
  }
  if (!metadata?.format || !ACCEPTED_FORMATS.has(metadata.format))
    throw badRequest('This file is not an image we can read. Upload a PNG, JPEG or WebP image.');
  // Only the header was read so far: an image too large to decode cheaply is refused before it is decoded.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS)
    throw badRequest('This image has too many pixels. Upload one of at most 40 megapixels.');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw badRequest('This image is damaged and cannot be read. Upload a PNG, JPEG or WebP image.');
  }
}

/** Inserts a prepared image; a private one is served only through the record it belongs to. */
export async function insertImage(
  db: Executor,
  ownerId: string,
  image: PreparedImage,
  visibility: 'public' | 'private',
) {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      private: visibility === 'private',
    })
    .returning({ id: uploads.id });
  return row!.id;
}

/** Removes an image stored for a run that was then refused (a short balance, unknown twins). */
export async function deleteImage(db: AppContext['db'], id: string) {
  await db.delete(uploads).where(eq(uploads.id, id));
}

export async function storeImageUpload({ db }: AppContext, actor: Actor, bytes: Buffer) {
  const image = await prepareImage(bytes);
  const id = await insertImage(db, actor.id, image, 'public');
  return { id, url: uploadPath(id), width: image.width, height: image.height };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A public upload by id (content images); private ones answer 404 here. */
export async function readUpload(context: AppContext, id: string) {
  return readImage(context, id, { visibility: 'public' });
}

/** An image by id; callers of a private one have checked access to the record it belongs to. */
/** An image by id; a private one only when `ownerId` (the run's owner) uploaded it. */
export async function readImage(
  { db }: AppContext,
  id: string,
  access: { visibility: 'public' } | { visibility: 'private'; ownerId: string },
) {
  const [row] = UUID.test(id)
    ? await db
        .select({ contentType: uploads.contentType, bytes: uploads.bytes })
        .from(uploads)
        .where(
          access.visibility === 'private'
            ? and(eq(uploads.id, id), eq(uploads.private, true), eq(uploads.ownerId, access.ownerId))
            : and(eq(uploads.id, id), eq(uploads.private, false)),
        )
    : [];
  if (!row) throw notFound('Image not found.');
  return row;
}
