// Loading the app's code on demand: a chunk that fails, or has not arrived within the spec's chunk-load timeout,
// rejects with a ChunkLoadError, which the route error page explains as a new version to reload for.

/** SPEC.md §9: chunk load timeout 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading a part of the app timed out after ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const reason = error instanceof Error ? error.message : String(error);
        reject(new ChunkLoadError(`Loading a part of the app failed: ${reason}`, { cause: error }));
      },
    );
  });
}
