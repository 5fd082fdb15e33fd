import { afterAll, describe, expect, it } from 'vitest';
import { AUDIENCE_MAX_ROWS } from '@contracts/audiences';
import { audienceCsv, audienceRecords } from '../../../e2e/support/audience-records';
import { closeAudienceFileWorkers, previewInWorker } from './read-audience-file';
import { uploadedFile } from './uploaded-file';

const limits = { workers: 2, timeBudgetMs: 120_000 };
const small = new TextEncoder().encode('age,country\n34,Malta\n51,Netherlands\n');
const big = new TextEncoder().encode(audienceCsv(audienceRecords({ rows: AUDIENCE_MAX_ROWS })));
// Over the small-preview limit (4 KB), so read by the pool that reads large files too.
const modest = new TextEncoder().encode(audienceCsv(audienceRecords({ rows: 200 })));

describe('the audience file workers', () => {
  afterAll(closeAudienceFileWorkers);

  it("answer another user's file before the first of one user's three large files", async () => {
    expect(modest.byteLength).toBeGreaterThan(4 * 1024);
    // Both workers started, as on a server that has read files before.
    await Promise.all([
      previewInWorker(limits, 'heavy', uploadedFile(modest)),
      previewInWorker(limits, 'light', uploadedFile(modest)),
    ]);
    const answered: string[] = [];
    const preview = (user: string, file: Uint8Array, name: string) =>
      previewInWorker(limits, user, uploadedFile(file)).then((result) => {
        answered.push(name);
        return result;
      });
    // The three large files are queued first, and the first is being read when the other user's comes.
    const reads = [1, 2, 3].map((n) => preview('heavy', big, `large ${n}`));
    const light = await preview('light', modest, 'modest');
    expect(light.row_count).toBe(200);
    expect(answered).toEqual(['modest']);
    expect((await Promise.all(reads)).map((read) => read.row_count)).toEqual([
      AUDIENCE_MAX_ROWS,
      AUDIENCE_MAX_ROWS,
      AUDIENCE_MAX_ROWS,
    ]);
  });

  it("answer another user's small preview while every worker reads a large file", async () => {
    const oneWorker = { ...limits, workers: 1 };
    const answered: string[] = [];
    const preview = (user: string, file: Uint8Array, name: string) =>
      previewInWorker(oneWorker, user, uploadedFile(file)).then((result) => {
        answered.push(name);
        return result;
      });
    const reads = [1, 2].map((n) => preview('heavy', big, `large ${n}`));
    expect((await preview('light', small, 'small')).row_count).toBe(2);
    expect(answered).toEqual(['small']);
    await Promise.all(reads);
  });
});
