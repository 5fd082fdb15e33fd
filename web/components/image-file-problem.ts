import { AD_IMAGE_MAX_BYTES, AD_IMAGE_TYPES } from '@contracts/image-ad';

/** What is wrong with a picked image before it is sent (the server checks the bytes again). */
export function imageFileProblem(file: File): string | null {
  if (file.size > AD_IMAGE_MAX_BYTES)
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; images can be at most 5 MB.`;
  if (!(AD_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `“${file.name}” is not a PNG, JPEG or WebP image.`;
  return null;
}
