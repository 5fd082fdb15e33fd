// POST /api/admin/uploads (multipart field 'file'): PNG, JPEG or WebP up to 5 MB, re-encoded by the server.
// XMLHttpRequest rather than the fetch-based api client, because only it reports upload progress.
import type { z } from 'zod';
import { uploadResultSchema } from '@contracts/content';
import { ApiError, apiPath, invalidResponse, networkError, problemError } from '@web/lib/api-client';

export type UploadResult = z.infer<typeof uploadResultSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toError(status: number, text: string): ApiError {
  const error = problemError(status, parseJson(text), 'Upload failed');
  // A proxy in front of the server may refuse a large body with a page of its own.
  if (error.code === 'HTTP_ERROR' && status === 413)
    return new ApiError({
      status,
      code: 'FILE_TOO_LARGE',
      title: 'Payload Too Large',
      detail: 'Images can be at most 5 MB.',
    });
  return error;
}

/** Uploads the image, calling onProgress with 0..100 as the bytes go out. */
export function uploadCoverImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath('/api/admin/uploads'));
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json, application/problem+json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300)
        return reject(toError(request.status, request.responseText));
      const result = uploadResultSchema.safeParse(parseJson(request.responseText));
      if (result.success) resolve(result.data);
      else reject(invalidResponse(request.status));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
