// Hands an uploaded file to the audience file workers and turns their answer back into a result or an HttpError.
import type { AudiencePreview } from '../../../contracts/audiences';
import { badRequest, HttpError, type InvalidParam } from '../../errors';
import { WorkerPool } from '../../infrastructure/worker-pool';
import type {
  AudienceFileReply,
  AudienceFileTask,
  BuildOptions,
  BuiltAudience,
  PreviewOptions,
} from './build-audience';

const READ_TIMEOUT_MS = 120_000;

const UNREADABLE = 'The file could not be read. Check that it is a CSV or XLSX file of at most 10 MB.';
const unreadable = () => badRequest(UNREADABLE, [{ name: 'file', reason: UNREADABLE }]);

let workers: WorkerPool<AudienceFileTask, AudienceFileReply> | undefined;

function pool() {
  workers ??= new WorkerPool({
    source: new URL('./audience-file-worker.ts', import.meta.url),
    bundledName: 'audience-file-worker',
    workers: 1,
    timeoutMs: READ_TIMEOUT_MS,
    timeoutError: () => badRequest('The file took too long to read. Split it into smaller files.'),
  });
  return workers;
}

async function read(userId: string, task: AudienceFileTask): Promise<AudienceFileReply> {
  let reply;
  try {
    reply = await pool().run(userId, task);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The worker's heap is bounded: a file that needs more than that ends it.
    throw unreadable();
  }
  if (reply.result) return reply.result;
  const problem = reply.error as { status: number; detail: string; invalidParams?: InvalidParam[] };
  if (problem.status === 400) throw badRequest(problem.detail, problem.invalidParams);
  // Whatever else a file makes the reader throw is the file's doing: refused, never a server error.
  throw unreadable();
}

export async function previewInWorker(
  userId: string,
  file: Uint8Array,
  options: PreviewOptions = {},
): Promise<AudiencePreview> {
  const reply = await read(userId, { kind: 'preview', file, options });
  if (reply.kind !== 'preview') throw new Error('The audience file worker answered another task.');
  return reply.preview;
}

export async function buildInWorker(
  userId: string,
  file: Uint8Array,
  options: BuildOptions,
): Promise<BuiltAudience> {
  const reply = await read(userId, { kind: 'build', file, options });
  if (reply.kind !== 'build') throw new Error('The audience file worker answered another task.');
  return reply.audience;
}

/** Ends idle audience file workers (server shutdown, tests). */
export async function closeAudienceFileWorkers() {
  await workers?.close();
}
