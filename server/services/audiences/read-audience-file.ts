// Hands an uploaded file to the audience file workers and turns their answer back into a result or an HttpError.
// The workers are a bounded pool of their own: each user's files are read one at a time, so with two workers or more
// another user's file never waits behind them, and a file still being read past the time budget has its worker
// ended and is refused, naming `file`. Previews of small text files have a worker of their own at the event loop's
// priority: they never wait for a worker reading a large file, nor for the CPU behind one (decision 056).
import type { AudiencePreview } from '@contracts/audiences';
import type { Env } from '../../env';
import { badRequest, HttpError, type InvalidParam } from '../../errors';
import { isWorkbook } from '../../infrastructure/audience-file/read-table';
import { WorkerPool } from '../../infrastructure/worker-pool';
import type {
  AudienceFileReply,
  AudienceFileTask,
  BuildOptions,
  BuiltAudience,
  PreviewOptions,
} from './build-audience';
import { transferOf, type UploadedFile } from './uploaded-file';

/** The pool's size and the most time one file may take to read (AUDIENCE_FILE_WORKERS, AUDIENCE_FILE_TIME_BUDGET_MS). */
export type AudienceFileLimits = { workers: number; timeBudgetMs: number };

export const audienceFileLimits = (env: Env): AudienceFileLimits => ({
  workers: env.AUDIENCE_FILE_WORKERS,
  timeBudgetMs: env.AUDIENCE_FILE_TIME_BUDGET_MS,
});

/** The heap of one worker: a 10 MB file of 20,000 records needs well under this. */
const WORKER_HEAP_MB = 256;

const refuseFile = (reason: string) => badRequest(reason, [{ name: 'file', reason }]);
const UNREADABLE = 'The file could not be read. Check that it is a CSV or XLSX file of at most 10 MB.';
const TOO_SLOW = 'The file took too long to read. Split it into smaller files of at most 20,000 records.';

/** A preview of a CSV file of at most SMALL_FILE_BYTES (uploaded-file.ts says why that is small). */
const isSmallPreview = ({ kind, file }: AudienceFileTask) =>
  kind === 'preview' && file.kind === 'chunks' && !isWorkbook(Buffer.concat(file.chunks));

type Pool = WorkerPool<AudienceFileTask, AudienceFileReply>;
const pools: { large?: Pool; small?: Pool } = {};

function pool(size: 'large' | 'small', { workers: count, timeBudgetMs }: AudienceFileLimits): Pool {
  // One worker is enough for small previews, read one user after another.
  const workers = size === 'large' ? count : 1;
  const workerPool = (pools[size] ??= new WorkerPool({
    source: new URL('./audience-file-worker.ts', import.meta.url),
    bundledName: 'audience-file-worker',
    workers,
    timeoutMs: timeBudgetMs,
    timeoutError: () => refuseFile(TOO_SLOW),
    maxHeapMb: WORKER_HEAP_MB,
    perKey: 1,
    background: size === 'large',
  }));
  workerPool.configure({ workers, timeoutMs: timeBudgetMs });
  return workerPool;
}

async function read(
  limits: AudienceFileLimits,
  userId: string,
  task: AudienceFileTask,
): Promise<AudienceFileReply> {
  let reply;
  try {
    reply = await pool(isSmallPreview(task) ? 'small' : 'large', limits).run(
      userId,
      task,
      transferOf(task.file),
    );
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The worker's heap is bounded: a file that needs more than that ends it.
    throw refuseFile(UNREADABLE);
  }
  if (reply.result) return reply.result;
  const problem = reply.error as { status: number; detail: string; invalidParams?: InvalidParam[] };
  if (problem.status === 400) throw badRequest(problem.detail, problem.invalidParams);
  // Whatever else a file makes the reader throw is the file's doing: refused, never a server error.
  throw refuseFile(UNREADABLE);
}

export async function previewInWorker(
  limits: AudienceFileLimits,
  userId: string,
  file: UploadedFile,
  options: PreviewOptions = {},
): Promise<AudiencePreview> {
  const reply = await read(limits, userId, { kind: 'preview', file: file.content, options });
  if (reply.kind !== 'preview') throw new Error('The audience file worker answered another task.');
  return reply.preview;
}

export async function buildInWorker(
  limits: AudienceFileLimits,
  userId: string,
  file: UploadedFile,
  options: BuildOptions,
): Promise<BuiltAudience> {
  const reply = await read(limits, userId, { kind: 'build', file: file.content, options });
  if (reply.kind !== 'build') throw new Error('The audience file worker answered another task.');
  return reply.audience;
}

/** Ends idle audience file workers (server shutdown, tests). */
export async function closeAudienceFileWorkers() {
  await Promise.all([pools.large?.close(), pools.small?.close()]);
}
