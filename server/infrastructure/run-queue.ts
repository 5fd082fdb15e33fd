import PgBoss from 'pg-boss';
import type { Database } from '@db/client';

/**
 * What a queued run carries: the job layer charges, saves and refunds; the executor of `type` does the work. `userId`
 * ran it; the record goes to `workspaceId` and `payerId` (its owner) was charged. Jobs queued before workspaces
 * carried neither: the record goes to the runner's PERSONAL workspace and the runner paid.
 */
export type RunJob = {
  runId: string;
  userId: string;
  type: string;
  input: unknown;
  charged: boolean;
  /** Credits charged (a job queued before costs followed model calls: its executor's cost). */
  cost?: number;
  workspaceId?: string;
  payerId?: string;
};

export type RunQueue = {
  /** Queues a run after the user's own unfinished runs would let other users' runs go first (fair order). */
  enqueue: (job: RunJob) => Promise<void>;
  /** Starts `concurrency` workers in this process. */
  work: (concurrency: number, handler: (job: RunJob) => Promise<void>) => Promise<void>;
  /** Runs waiting in the queue ahead of this one, plus one; undefined once a worker has taken it. */
  position: (runId: string) => Promise<number | undefined>;
  /** Hands runs whose worker died back to the queue (retried while attempts remain, else failed for good). */
  handBack: (runIds: string[]) => Promise<void>;
  /** Active runs that started before `startedBefore`, for finding those whose worker died. */
  activeRunIds: (startedBefore: Date) => Promise<string[]>;
  /** Stops taking runs, waits up to drainMs for running ones, then hands the rest back to the queue. */
  stop: (drainMs: number) => Promise<void>;
};

/** Queues are per provider: a run is executed by a worker with the engine its request was made for. */
export const RUN_QUEUE_PREFIX = 'runs-';
/** The schema pg-boss keeps every queue's jobs in. */
export const QUEUE_SCHEMA = 'pgboss';
/** A run is tried at most this often when the process running it dies; engine errors are final at once (refunded). */
const RUN_ATTEMPTS = 3;

/**
 * pg-boss installs its schema (and the queue) on first start; processes starting together on a fresh database can collide on it
 * (a unique violation in the catalog) even under pg-boss's lock, and the later one then finds it installed.
 */
export async function startBoss(
  database: Database,
  queue: string,
  onError: (error: Error) => void,
  queueOptions: Omit<PgBoss.Queue, 'name'> = {
    retryLimit: RUN_ATTEMPTS - 1,
    expireInSeconds: 23 * 60 * 60,
    retentionDays: 7,
  },
  attempt = 1,
): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: database.executeSql },
    schema: QUEUE_SCHEMA,
    schedule: false,
    // Done and failed jobs are deleted after a week; maintenance then checks each minute.
    maintenanceIntervalSeconds: 60,
  });
  boss.on('error', onError);
  try {
    await boss.start();
    await boss.createQueue(queue, { name: queue, ...queueOptions });
    return boss;
  } catch (error) {
    if (attempt >= 3 || (error as { code?: string }).code !== '23505') throw error;
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    return startBoss(database, queue, onError, queueOptions, attempt + 1);
  }
}

/**
 * The durable run queue of one provider: pg-boss (decision 019) on PostgreSQL and on PGlite alike, through the database's own
 * connection (`executeSql`), so every process sharing the database shares the queue. Jobs never expire by time
 * in pg-boss (waiting for a slot is not a failure); a dead worker is noticed through its lapsed lease instead.
 */
export async function startRunQueue(
  database: Database,
  provider: string,
  onError: (error: Error) => void,
): Promise<RunQueue> {
  const RUN_QUEUE = `${RUN_QUEUE_PREFIX}${provider}`;
  const boss = await startBoss(database, RUN_QUEUE, onError);
  const workerIds: string[] = [];
  const wakeWorkers = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };
  const count = async (text: string, values: unknown[]) =>
    Number(((await database.executeSql(text, values)).rows[0] as { n: string | number } | undefined)?.n ?? 0);

  return {
    enqueue: async (job) => {
      const unfinished = await count(
        `select count(*) as n from ${QUEUE_SCHEMA}.job where name = $1 and state < 'completed' and data->>'userId' = $2`,
        [RUN_QUEUE, job.userId],
      );
      await boss.send(RUN_QUEUE, job, { id: job.runId, priority: -unfinished });
      wakeWorkers();
    },
    work: async (concurrency, handler) => {
      for (let i = 0; i < concurrency; i += 1) {
        const id = await boss.work<RunJob>(
          RUN_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 1 },
          async ([job]) => {
            if (!job) return;
            try {
              await handler(job.data);
            } finally {
              wakeWorkers();
            }
          },
        );
        workerIds.push(id);
      }
    },
    position: async (runId) => {
      const { rows } = await database.executeSql(
        `select count(ahead.id) + 1 as n
           from ${QUEUE_SCHEMA}.job me
           left join ${QUEUE_SCHEMA}.job ahead on ahead.name = me.name and ahead.state < 'active'
             and (ahead.priority > me.priority or (ahead.priority = me.priority and (ahead.created_on, ahead.id) < (me.created_on, me.id)))
          where me.name = $1 and me.id = $2 and me.state < 'active'
          group by me.id`,
        [RUN_QUEUE, runId],
      );
      const row = rows[0] as { n: string | number } | undefined;
      return row ? Number(row.n) : undefined;
    },
    handBack: async (runIds) => {
      if (runIds.length > 0) await boss.fail(RUN_QUEUE, runIds);
      wakeWorkers();
    },
    activeRunIds: async (startedBefore) => {
      const { rows } = await database.executeSql(
        `select id from ${QUEUE_SCHEMA}.job where name = $1 and state = 'active' and started_on < $2`,
        [RUN_QUEUE, startedBefore.toISOString()],
      );
      return (rows as { id: string }[]).map((row) => row.id);
    },
    stop: (drainMs) => boss.stop({ graceful: true, timeout: drainMs, close: false }),
  };
}
