import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAdImage } from '../../e2e/support/ad-image';
import { closeAudienceFileWorkers, previewInWorker } from '../services/audiences/read-audience-file';
import { uploadedFile } from '../services/audiences/uploaded-file';
import { closeAdImageReader, readAdImage } from './ad-image-reader';

/** Threads of this process at a lower CPU priority than this one (the event loop's). */
function backgroundThreads(): string[] {
  const loop = getPriority();
  return readdirSync('/proc/self/task').filter((tid) => {
    try {
      return getPriority(Number(tid)) > loop;
    } catch {
      return false; // ended meanwhile
    }
  });
}

describe.runIf(process.platform === 'linux')('threads doing heavy work for the server', () => {
  afterAll(async () => {
    await closeAdImageReader();
    await closeAudienceFileWorkers();
  });

  it('run at a lower CPU priority than the event loop, so they cannot starve it', async () => {
    expect(backgroundThreads()).toEqual([]);
    const limits = { workers: 1, timeBudgetMs: 60_000 };
    const rows = (count: number) => `age,city\n${'34,Valletta\n'.repeat(count)}`;
    // A small file's preview is bounded small, and keeps the loop's priority.
    await previewInWorker(limits, 'owner', uploadedFile(new TextEncoder().encode(rows(2))));
    expect(backgroundThreads()).toEqual([]);
    await previewInWorker(limits, 'owner', uploadedFile(new TextEncoder().encode(rows(1_000))));
    const fileWorker = backgroundThreads();
    expect(fileWorker).toHaveLength(1);
    const ad = await renderAdImage({ lines: ['SUMMER SALE'] });
    expect((await readAdImage(ad, { owner: 'owner', timeMs: 60_000, threads: 1 })).reading.text).toMatch(
      /SUMMER SALE/,
    );
    const withOcr = backgroundThreads();
    expect(withOcr).toHaveLength(2);
    expect(withOcr).toEqual(expect.arrayContaining(fileWorker));
  });
});
