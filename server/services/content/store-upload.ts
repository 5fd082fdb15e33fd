import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '../../../contracts/content';
import { uploads } from '../../../db/schema/index';
import type { Actor, AppContext } from '../../context';
import { HttpError, badRequest, notFound } from '../../errors';

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
const MAX_DIMENSION = 2400;

export const uploadPath = (id: string) => `/api/uploads/${id}`;

/**
 * Stores an image: the type is read from the bytes (never the file name or the declared type), and the image is
 * re-encoded as WebP without metadata, which also drops anything hidden in the original file.
 */
export async function storeImageUpload({ db }: AppContext, actor: Actor, bytes: Buffer) {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new HttpError(413, 'Payload Too Large', 'FILE_TOO_LARGE', 'Images can be at most 5 MB.');
  let format: string | undefined;
  try {
    format = (await sharp(bytes).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw badRequest('Upload a PNG, JPEG or WebP image.');
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  const [row] = await db
    .insert(uploads)
    .values({ ownerId: actor.id, contentType: 'image/webp', width: info.width, height: info.height, bytes: data })
    .returning({ id: uploads.id });
  return { id: row!.id, url: uploadPath(row!.id), width: info.width, height: info.height };
}

export async function readUpload({ db }: AppContext, id: string) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [row] = uuid.test(id)
    ? await db.select({ contentType: uploads.contentType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.id, id))
    : [];
  if (!row) throw notFound('Image not found.');
  return row;
}
