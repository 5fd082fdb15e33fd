import type { Database } from '@db/client';
import { QUEUE_SCHEMA, startBoss } from './run-queue';

export type WebhookAttempt = { number: number; last: boolean };

/** One delivery to queue: the endpoint it goes to and that endpoint's workspace decide when it may be sent. */
export type QueuedDelivery = { deliveryId: string; endpointId: string; workspaceId: string };

/** How many deliveries this process sends at once, and how many of them one workspace may hold (in all processes). */
export type WebhookWorkers = { total: number; perWorkspace: number };

export type WebhookQueue = {
  /** Queues one job per delivery; each is retried with exponential backoff until it succeeds or its attempts run out. */
  enqueue: (deliveries: QueuedDelivery[]) => Promise<void>;
  /**
   * Sends deliveries in this process, at most `workers.total` at a time; a handler that throws has its delivery
   * retried later. An endpoint never has two deliveries in flight, nor a workspace more than `workers.perWorkspace`.
   */
  work: (
    workers: WebhookWorkers,
    handler: (deliveryId: string, attempt: WebhookAttempt) => Promise<void>,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

const WEBHOOK_QUEUE = 'webhook-deliveries';
/** Jobs queued by other processes, and retries whose wait is over, are looked for this often. */
const POLL_MS = 1_000;
/**
 * A delivery whose process died stays active (its endpoint held) until pg-boss's maintenance, every minute, fails
 * it for retry once this has passed; an attempt itself ends within WEBHOOK_TIMEOUT_MS (at most 60 s).
 */
const EXPIRE_SECONDS = 120;
const STOP_WAIT_MS = 5_000;

type TakenJob = { id: string; data: { deliveryId: string }; retryCount: number; retryLimit: number };

/**
 * Takes up to `free` deliveries whose turn it is, and marks them active, as pg-boss's own fetch does. A delivery is
 * ready when its wait is over and no other delivery to its endpoint is active; of the ready ones, each workspace
 * gets turns in order of what it already has active (its first ready delivery is turn 1 after those), and no
 * workspace goes past `perWorkspace`. The lock makes every process's take one at a time, so two processes never
 * take two deliveries of one endpoint. Jobs queued before endpoints were recorded in them count as one endpoint
 * each, in one workspace of their own.
 */
function takeSql(free: number, perWorkspace: number): string {
  const jobs = `${QUEUE_SCHEMA}.job`;
  const queue = `'${WEBHOOK_QUEUE}'`;
  const endpoint = (job: string) => `coalesce(${job}.data->>'endpointId', ${job}.id::text)`;
  return `
    select pg_advisory_xact_lock(hashtext(${queue}));
    with active as (
      select ${endpoint('j')} as endpoint_id, j.data->>'workspaceId' as workspace_id
        from ${jobs} j where j.name = ${queue} and j.state = 'active'
    ),
    ready as (
      select distinct on (${endpoint('j')}) j.id, j.data->>'workspaceId' as workspace_id, j.created_on
        from ${jobs} j
       where j.name = ${queue} and j.state < 'active' and j.start_after < now()
         and not exists (select 1 from active a where a.endpoint_id = ${endpoint('j')})
       order by ${endpoint('j')}, j.created_on, j.id
    ),
    turns as (
      select r.id, r.created_on,
             row_number() over (partition by r.workspace_id order by r.created_on, r.id)
               + (select count(*) from active a where a.workspace_id is not distinct from r.workspace_id) as turn
        from ready r
    ),
    taken as (
      select id from turns where turn <= ${perWorkspace} order by turn, created_on, id limit ${free}
    )
    update ${jobs} j
       set state = 'active', started_on = now(),
           retry_count = case when j.started_on is not null then j.retry_count + 1 else j.retry_count end
      from taken
     where j.name = ${queue} and j.id = taken.id
    returning j.id, j.data, j.retry_count as "retryCount", j.retry_limit as "retryLimit"`;
}

/**
 * Webhook deliveries as pg-boss jobs in the database every process shares, beside the run queue (decision 038).
 * pg-boss stores, retries and expires them; this process takes them itself (decision 054), so that a receiver that
 * never answers holds one delivery worker at a time and one workspace's receivers never hold another's deliveries.
 */
export async function startWebhookQueue(
  database: Database,
  retry: { attempts: number; delaySeconds: number },
  onError: (error: Error) => void,
): Promise<WebhookQueue> {
  const options = {
    retryLimit: retry.attempts - 1,
    retryDelay: retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
  };
  const boss = await startBoss(database, WEBHOOK_QUEUE, onError, { ...options, retentionDays: 7 });
  const sending = new Set<Promise<void>>();
  let wake = () => {};
  let poll: NodeJS.Timeout | undefined;
  let taken: Promise<void> = Promise.resolve();

  return {
    enqueue: async (deliveries) => {
      if (deliveries.length === 0) return;
      await boss.insert(deliveries.map((data) => ({ name: WEBHOOK_QUEUE, data, ...options })));
      wake();
    },
    work: async ({ total, perWorkspace }, handler) => {
      const send = async (job: TakenJob) => {
        try {
          await handler(job.data.deliveryId, {
            number: job.retryCount + 1,
            last: job.retryCount >= job.retryLimit,
          });
          await boss.complete(WEBHOOK_QUEUE, job.id);
        } catch (error) {
          await boss.fail(WEBHOOK_QUEUE, job.id, { message: (error as Error).message });
        }
      };
      // One take at a time in this process; a wake-up during one takes again after it.
      let taking = false;
      let again = false;
      const take = async () => {
        const free = total - sending.size;
        if (poll === undefined || free <= 0) return;
        const { rows } = await database.executeSql(takeSql(free, perWorkspace));
        for (const job of rows as TakenJob[]) {
          const sent: Promise<void> = send(job)
            .catch(onError)
            .finally(() => {
              sending.delete(sent);
              wake();
            });
          sending.add(sent);
        }
      };
      wake = () => {
        if (taking) {
          again = true;
          return;
        }
        taking = true;
        again = false;
        taken = take()
          .catch(onError)
          .finally(() => {
            taking = false;
            if (again) wake();
          });
      };
      poll = setInterval(wake, POLL_MS);
      wake();
    },
    stop: async () => {
      clearInterval(poll);
      poll = undefined;
      // A take under way still starts what it took; those are waited for with the rest.
      await taken;
      await Promise.race([
        Promise.all(sending),
        new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref()),
      ]);
      await boss.stop({ graceful: true, timeout: STOP_WAIT_MS, close: false });
    },
  };
}
