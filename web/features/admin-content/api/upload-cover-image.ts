// POST /api/admin/uploads (multipart field 'file'): PNG, JPEG or WebP up to 5 MB, re-encoded by the server.
// XMLHttpRequest rather than the fetch-based api client, because only it reports upload progress.
import type { z } from 'zod';
import { uploadResultSchema } from '../../../../contracts/content';
import { problemSchema } from '../../../../contracts/problem';
import { ApiError, NETWORK_ERROR_DETAIL } from '../../../lib/api-client';

export type UploadResult = z.infer<typeof uploadResultSchema>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toError(status: number, text: string): ApiError {
  const problem = problemSchema.safeParse(parseJson(text));
  if (problem.success) return new ApiError({ ...problem.data, status: problem.data.status || status });
  if (status === 413)
    return new ApiError({
      status,
      code: 'FILE_TOO_LARGE',
      title: 'Payload Too Large',
      detail: 'Images can be at most 5 MB.',
    });
  return new ApiError({
    status,
    code: 'HTTP_ERROR',
    title: 'Upload failed',
    detail: `The upload failed (${status}).`,
  });
}

/** Uploads the image, calling onProgress with 0..100 as the bytes go out. */
export function uploadCoverImage(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/uploads');
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
      else
        reject(
          new ApiError({
            status: request.status,
            code: 'INVALID_RESPONSE',
            title: 'Invalid server response',
          }),
        );
    };
    request.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          title: 'Network error',
          detail: NETWORK_ERROR_DETAIL,
        }),
      );
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}
