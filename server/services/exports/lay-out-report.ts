// PDF reports are laid out in worker threads: bounded in size and time, taken from a queue fair between users.
import { httpError } from '../../errors';
import { WorkerPool } from '../../infrastructure/worker-pool';
import type { ReportContent } from './export-feedback';

export type ReportLimits = { workers: number; timeoutMs: number; maxChars: number };

const tooLarge = (detail: string) => httpError('REPORT_TOO_LARGE', detail);

const tooLong = () =>
  tooLarge('This report takes too long to lay out. Export it as CSV, or shorten its longest answers.');

let workers: WorkerPool<ReportContent, Uint8Array> | undefined;

/** The report's PDF, laid out off the event loop; 413 when its text is beyond maxChars or its layout beyond timeoutMs. */
export async function layOutReport(
  limits: ReportLimits,
  userId: string,
  content: ReportContent,
): Promise<Buffer> {
  const size = JSON.stringify(content).length;
  if (size > limits.maxChars) {
    throw tooLarge(
      `This report holds ${size.toLocaleString('en')} characters, more than a PDF report takes (${limits.maxChars.toLocaleString('en')}). Export it as CSV.`,
    );
  }
  // Its heap is bounded too: a report that would need more fails on its own instead of swelling the server.
  workers ??= new WorkerPool({
    source: new URL('./pdf-report-worker.ts', import.meta.url),
    bundledName: 'pdf-report-worker',
    workers: limits.workers,
    timeoutMs: limits.timeoutMs,
    timeoutError: tooLong,
  });
  workers.configure(limits);
  const { result, error } = await workers.run(userId, content);
  if (!result) throw new Error(String(error));
  return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
}

/** Ends idle report workers (server shutdown, tests); the next report starts new ones. */
export async function closeReportWorkers() {
  await workers?.close();
}
