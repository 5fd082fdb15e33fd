import { afterAll, describe, expect, it } from 'vitest';
import { audienceCsv, audienceRecords } from '../../../e2e/support/audience-records';
import { closeAudienceFileWorkers, previewInWorker } from './read-audience-file';
import { receiveFile, releaseFile, SMALL_FILE_BYTES } from './uploaded-file';

const CHUNK_BYTES = 64 * 1024;

/** As many records as a file may have: 3.7 MB. */
const records = audienceRecords({ rows: 20_000 });
const csv = Buffer.from(audienceCsv(records));

/**
 * The file as a request parser hands it over, chunk after chunk: each in memory of its own, as Node's HTTP parser
 * hands over a request body, or, when `reused`, as views of one buffer that the sender fills again for each chunk, so
 * a receiver keeping such a chunk rather than its bytes would lose them. Notes after each chunk how much external
 * memory (memory of ArrayBuffers that the main isolate's collector must reclaim) this isolate holds beyond what it
 * held before.
 */
async function* chunksOf(file: Buffer, held: number[], { reused = false } = {}) {
  const buffer = Buffer.alloc(2 * CHUNK_BYTES);
  const before = process.memoryUsage().external;
  for (let start = 0; start < file.byteLength; start += CHUNK_BYTES) {
    const bytes = file.subarray(start, start + CHUNK_BYTES);
    if (reused) {
      bytes.copy(buffer);
      yield buffer.subarray(0, bytes.byteLength);
    } else yield new Uint8Array(bytes);
    held.push(process.memoryUsage().external - before);
  }
}

describe('an uploaded audience file', () => {
  afterAll(closeAudienceFileWorkers);

  it('leaves the main isolate as it arrives, holding at most a chunk of it there, and loses none of it', async () => {
    expect(csv.byteLength).toBeGreaterThan(50 * CHUNK_BYTES);
    for (const reused of [false, true]) {
      const held: number[] = [];
      const file = await receiveFile(chunksOf(csv, held, { reused }));
      expect(file.byteLength).toBe(csv.byteLength);
      // Kept until the upload ended, the chunks would be all of the file by then.
      expect(Math.max(...held)).toBeLessThan(4 * CHUNK_BYTES);
      const preview = await previewInWorker({ workers: 2, timeBudgetMs: 120_000 }, 'owner', file);
      expect(preview.row_count).toBe(records.length);
      expect(preview.rows[0]).toMatchObject({ Country: records[0]!.Country, City: records[0]!.City });
    }
  });

  it('keeps a small file here, whole', async () => {
    const small = Buffer.from('age,country\n34,Malta\n51,Netherlands\n');
    const file = await receiveFile(chunksOf(small, []));
    expect(small.byteLength).toBeLessThanOrEqual(SMALL_FILE_BYTES);
    expect(file.content.kind).toBe('chunks');
    expect((await previewInWorker({ workers: 2, timeBudgetMs: 120_000 }, 'owner', file)).row_count).toBe(2);
  });

  it('that no worker took is freed when released', async () => {
    const arrayBuffers = () => process.memoryUsage().arrayBuffers;
    const before = arrayBuffers();
    const file = await receiveFile(chunksOf(csv, []));
    expect(arrayBuffers() - before).toBeGreaterThan(csv.byteLength / 2);
    releaseFile(file);
    // The port frees what was queued on it as it closes, on the event loop's next turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrayBuffers() - before).toBeLessThan(4 * CHUNK_BYTES);
  });
});
