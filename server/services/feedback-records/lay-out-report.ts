// PDF reports are laid out in worker threads: bounded in size and time, taken from a queue fair between users.
import { Worker } from 'node:worker_threads';
import { httpError } from '../../errors';
import { FairQueue } from '../../infrastructure/fair-queue';
import type { ReportContent } from './export-feedback';

declare const TWINSIGHT_BUNDLED: boolean | undefined;

/** scripts/build-server.mjs bundles the worker beside main.js; the TypeScript sources run it through tsx. */
function startWorker(): Worker {
  const source = new URL('./pdf-report-worker.ts', import.meta.url).href;
  const bundled = typeof TWINSIGHT_BUNDLED !== 'undefined' && TWINSIGHT_BUNDLED;
  // Its heap is bounded too: a report that would need more fails on its own instead of swelling the server.
  const resourceLimits = { maxOldGenerationSizeMb: 512 };
  const worker = bundled
    ? new Worker(new URL('../../../dist/server/pdf-report-worker.js', import.meta.url), { resourceLimits })
    : // A worker's execArgv cannot load tsx's hooks on Node 20; its API can.
      new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`,
        { eval: true, resourceLimits },
      );
  worker.unref();
  return worker;
}

export type ReportLimits = { workers: number; timeoutMs: number; maxChars: number };

const tooLarge = (detail: string) => httpError('REPORT_TOO_LARGE', detail);

let nextId = 0;

/**
 * A few long-lived workers, taken through a queue fair between users, so one user's many exports do not hold back
 * another's. A report that takes longer than the limit has its worker terminated (and replaced) and is refused.
 */
class ReportWorkers {
  private idle: Worker[] = [];
  private queue: FairQueue;

  constructor(private limits: ReportLimits) {
    this.queue = new FairQueue(limits.workers);
  }

  configure(limits: ReportLimits) {
    this.limits = limits;
    this.queue.setConcurrency(limits.workers);
  }

  lay(userId: string, content: ReportContent): Promise<Buffer> {
    return this.queue.run(userId, () => this.run(content));
  }

  private async run(content: ReportContent): Promise<Buffer> {
    const worker = this.idle.pop() ?? startWorker();
    const id = (nextId += 1);
    let healthy = true;
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        const timer = setTimeout(() => {
          healthy = false;
          reject(
            tooLarge(
              'This report takes too long to lay out. Export it as CSV, or shorten its longest answers.',
            ),
          );
        }, this.limits.timeoutMs);
        const settle = (finish: () => void) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          finish();
        };
        const onMessage = (message: { id: number; pdf?: Uint8Array; error?: string }) => {
          if (message.id !== id) return;
          settle(() =>
            message.pdf
              ? resolve(Buffer.from(message.pdf.buffer, message.pdf.byteOffset, message.pdf.byteLength))
              : reject(new Error(message.error)),
          );
        };
        const onError = (error: unknown) => {
          healthy = false;
          settle(() => reject(error));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.postMessage({ id, content });
      });
    } finally {
      if (healthy) this.idle.push(worker);
      else await worker.terminate();
    }
  }

  async close() {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((worker) => worker.terminate()));
  }
}

let workers: ReportWorkers | undefined;

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
  workers ??= new ReportWorkers(limits);
  workers.configure(limits);
  return workers.lay(userId, content);
}

/** Ends idle report workers (server shutdown, tests); the next report starts new ones. */
export async function closeReportWorkers() {
  await workers?.close();
}
