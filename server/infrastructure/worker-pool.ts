// Long-lived worker threads for work that would hold the event loop (PDF layout, reading uploaded files), taken
// through a queue fair between users. A task's time limit counts from when a started worker takes it, never the
// queue nor the worker's start. A task past its time limit, or one that crashes its worker (its heap is bounded),
// has that worker terminated and a new one started in its place, so the next task finds a worker ready.
import { Worker, type TransferListItem } from 'node:worker_threads';
import { FairQueue } from './fair-queue';

declare const TWINSIGHT_BUNDLED: boolean | undefined;

export type WorkerPoolOptions = {
  /** The worker's TypeScript source, as `new URL('./x-worker.ts', import.meta.url)`. */
  source: URL;
  /** Its bundle's name beside dist/server/main.js (scripts/build-server.mjs). */
  bundledName: string;
  workers: number;
  timeoutMs: number;
  /** The error a task gets when it runs out of time. */
  timeoutError: () => Error;
  maxHeapMb?: number;
  /** The most tasks of one key (a user) running at once; below `workers`, another key always finds a worker. */
  perKey?: number;
  /**
   * Whether the workers run below the event loop's priority (background-priority.mjs, imported first by the worker),
   * as heavy work must; default true. Only a pool whose every task is small may keep the loop's priority.
   */
  background?: boolean;
};

/** What a worker answers: `{ id, result }`, or `{ id, error }` with whatever the worker says of its failure. */
export type WorkerReply<Result> = { id: number; result?: Result; error?: unknown };

/** What serveTasks posts once the worker listens: its start (loading its code) is over. */
const READY = 'ready';

type StartedWorker = { worker: Worker; ready: Promise<void> };

/** scripts/build-server.mjs bundles the worker beside main.js; the TypeScript sources run it through tsx. */
function startWorker({
  source,
  bundledName,
  maxHeapMb = 512,
  background = true,
}: WorkerPoolOptions): StartedWorker {
  const bundled = typeof TWINSIGHT_BUNDLED !== 'undefined' && TWINSIGHT_BUNDLED;
  const resourceLimits = { maxOldGenerationSizeMb: maxHeapMb };
  const workerData = { background };
  const worker = bundled
    ? new Worker(new URL(`../../dist/server/${bundledName}.js`, import.meta.url), {
        resourceLimits,
        workerData,
      })
    : // A worker's execArgv cannot load tsx's hooks on Node 20; its API can.
      new Worker(
        `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(source.href)}, ${JSON.stringify(source.href)}))`,
        { eval: true, resourceLimits, workerData },
      );
  worker.unref();
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== READY) return;
      worker.off('message', onMessage);
      worker.off('error', reject);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
  // A worker that fails to start while idle is only noticed by the task that takes it.
  ready.catch(() => {});
  return { worker, ready };
}

let nextId = 0;

export class WorkerPool<Task, Result> {
  private idle: StartedWorker[] = [];
  private queue: FairQueue;

  constructor(private options: WorkerPoolOptions) {
    this.queue = new FairQueue(options.workers, options.perKey);
  }

  configure(options: Partial<Pick<WorkerPoolOptions, 'workers' | 'timeoutMs'>>) {
    this.options = { ...this.options, ...options };
    this.queue.setConcurrency(this.options.workers);
  }

  /** The task's reply, once a worker is free for this key's turn. */
  run(key: string, task: Task, transfer: readonly TransferListItem[] = []): Promise<WorkerReply<Result>> {
    return this.queue.run(key, () => this.send(task, transfer));
  }

  private async send(task: Task, transfer: readonly TransferListItem[]): Promise<WorkerReply<Result>> {
    const started = this.idle.pop() ?? startWorker(this.options);
    const { worker } = started;
    const id = (nextId += 1);
    let healthy = true;
    try {
      await started.ready.catch((error: unknown) => {
        healthy = false;
        throw error;
      });
      return await new Promise<WorkerReply<Result>>((resolve, reject) => {
        const timer = setTimeout(() => {
          healthy = false;
          reject(this.options.timeoutError());
        }, this.options.timeoutMs);
        const settle = (finish: () => void) => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          finish();
        };
        const onMessage = (message: WorkerReply<Result>) => {
          if (message.id === id) settle(() => resolve(message));
        };
        const onError = (error: unknown) => {
          healthy = false;
          settle(() => reject(error));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.postMessage({ id, task }, transfer);
      });
    } finally {
      if (healthy) this.idle.push(started);
      else {
        await worker.terminate();
        this.idle.push(startWorker(this.options));
      }
    }
  }

  async close() {
    const idle = this.idle.splice(0);
    await Promise.all(idle.map(({ worker }) => worker.terminate()));
  }
}

/** A worker thread's side: answers each task with its result or its error. */
export function serveTasks<Task, Result>(
  port: {
    on: (event: 'message', listener: (message: { id: number; task: Task }) => void) => unknown;
    postMessage: (
      message: WorkerReply<Result> | typeof READY,
      transfer?: readonly TransferListItem[],
    ) => void;
  },
  handle: (task: Task) => Promise<{ result: Result; transfer?: readonly TransferListItem[] }>,
  describeError: (error: unknown) => unknown,
) {
  port.on('message', async ({ id, task }) => {
    try {
      const { result, transfer } = await handle(task);
      port.postMessage({ id, result }, transfer);
    } catch (error) {
      port.postMessage({ id, error: describeError(error) });
    }
  });
  port.postMessage(READY);
}
