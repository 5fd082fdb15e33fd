import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from './load-chunk';

describe('loadChunk', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a chunk that has not arrived after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('turns a failed import into a ChunkLoadError and passes a loaded one through', async () => {
    await expect(
      loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading a part of the app failed: Failed to fetch dynamically imported module',
    });
    await expect(loadChunk(() => Promise.resolve({ Page: 'page' }))).resolves.toEqual({ Page: 'page' });
  });
});
