// The server's figures beside the goals of issue 17, for PostgreSQL and for PGlite, each measured against the
// unauthenticated health route in the same run. The compiled server runs as its own process on loopback.
// Run: npm run build && TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/server.ts [postgres|pglite]
// (without TEST_DATABASE_URL only PGlite is measured). BENCH_SECONDS sets each throughput window (default 5).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@db/client';
import { feedbackRequests } from '@db/schema/index';
import { testDatabaseKinds } from '@db/testing';
import type { Env } from '@server/env';
import { sessionToken } from '@server/plugins/session';
import { createSessionResolver } from '@server/services/account/resolve-session';
import { percentile, writeResult } from './support/postgres-bench';
import {
  call,
  closedLoop,
  memoryOf,
  startServerProcess,
  type LoadResult,
  type ServerProcess,
} from './support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const READ_CLIENTS = 20;
const CONSUME_CLIENTS = 50;
const HISTORY_RECORDS = 100_000;
const DEEP_OFFSET = 20_000;
const PASSWORD = 'bench password 1234';
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password' };
const SECRET = randomBytes(32).toString('hex');
const PAGES = ['/', '/pricing', '/resources'];

type Row = { figure: string; measured: string; goal: string; met: boolean | null };

const p = (result: { latencies: number[] }, q: number) => percentile(result.latencies, q);
const rate = (result: LoadResult) => `${result.perSecond}/s, p95 ${p(result, 95)} ms`;

function cookieOf(answer: { headers: http.IncomingHttpHeaders }): string {
  return (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${answer.body}`);
  return cookieOf(answer);
}

async function newUser(base: string, label: string): Promise<{ id: string; email: string; cookie: string }> {
  const email = `${label}-${randomBytes(5).toString('hex')}@example.com`;
  const signUp = await call(base, '/api/auth/sign-up/email', {
    method: 'POST',
    body: { name: label, email, password: PASSWORD },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
  const cookie = await signIn(base, email, PASSWORD);
  const me = JSON.parse((await call(base, '/api/me', { headers: { cookie } })).body) as {
    user: { id: string };
  };
  return { id: me.user.id, email, cookie };
}

async function expectStatus(promise: Promise<{ status: number; body: string }>, status: number) {
  const answer = await promise;
  if (answer.status !== status)
    throw new Error(`expected ${status}, got ${answer.status}: ${answer.body.slice(0, 200)}`);
  return answer;
}

async function seedHistory(database: Database, userId: string): Promise<string> {
  const responses = JSON.stringify(
    Array.from({ length: 7 }, (_, i) => ({
      personaId: `p${i}`,
      sender: 'ai',
      text: 'An answer of typical length '.repeat(12),
      detailed: { sentiment: 'positive', sentimentScore: 80, interestLevel: 4 },
    })),
  );
  await database.db.execute(sql`
    insert into feedback_requests (user_id, concept, selected_personas, responses, overall_analysis, type, created_at, updated_at)
    select ${userId}, 'Concept number ' || n, '["p0","p1","p2","p3","p4","p5","p6"]'::jsonb, ${responses}::jsonb,
           '{"aggregateScore": 71}'::jsonb, (array['focus-group','focus-group','interview','image-ad'])[1 + n % 4],
           now() - (n || ' seconds')::interval, now()
    from generate_series(1, ${HISTORY_RECORDS}) as n`);
  await database.db.execute(sql`analyze feedback_requests`);
  const [deep] = await database.db
    .select({ id: feedbackRequests.id })
    .from(feedbackRequests)
    .where(and(eq(feedbackRequests.userId, userId), eq(feedbackRequests.type, 'focus-group')))
    .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
    .offset(DEEP_OFFSET - 1)
    .limit(1);
  return deep!.id;
}

/** Sequential requests: latency without queueing. */
async function sequential(count: number, operation: () => Promise<void>): Promise<{ latencies: number[] }> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const t0 = performance.now();
    await operation();
    latencies.push(performance.now() - t0);
  }
  return { latencies: latencies.sort((a, b) => a - b) };
}

/** Time from sending a debit until its balance event arrives on the user's event stream. */
async function realtimeLatency(
  base: string,
  cookie: string,
  count: number,
): Promise<{ latencies: number[] }> {
  const waiting = new Map<number, (at: number) => void>();
  const stream = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(`${base}/api/realtime`, { headers: { cookie, accept: 'text/event-stream' } }, resolve)
      .on('error', reject);
  });
  let buffer = '';
  let ready: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const at = performance.now();
    buffer += chunk;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      if (block.includes('event: ready')) ready();
      const balance = /"balance":(\d+)/.exec(block)?.[1];
      if (block.includes('event: tokens') && balance) waiting.get(Number(balance))?.(at);
    }
  });
  await isReady;
  const latencies: number[] = [];
  let balance = JSON.parse((await call(base, '/api/tokens', { headers: { cookie } })).body).balance as number;
  for (let i = 0; i < count; i += 1) {
    balance -= 1;
    const arrived = new Promise<number>((resolve) => waiting.set(balance, resolve));
    const t0 = performance.now();
    await expectStatus(
      call(base, '/functions/v1/consume-tokens', {
        method: 'POST',
        headers: { cookie, origin: base },
        body: { amount: 1, operationType: 'bench', actionId: randomBytes(8).toString('hex') },
      }),
      200,
    );
    latencies.push((await arrived) - t0);
  }
  stream.destroy();
  return { latencies: latencies.sort((a, b) => a - b) };
}

/** Sign-out through one process, then how long until another process that had the session cached refuses it. */
async function crossProcessSignOut(
  first: ServerProcess,
  second: ServerProcess,
  email: string,
  count: number,
) {
  const latencies: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const cookie = await signIn(first.base, email, PASSWORD);
    await expectStatus(call(second.base, '/api/tokens', { headers: { cookie } }), 200);
    await expectStatus(
      call(first.base, '/api/auth/sign-out', {
        method: 'POST',
        headers: { cookie, origin: first.base },
        body: {},
      }),
      200,
    );
    const t0 = performance.now();
    while ((await call(second.base, '/api/tokens', { headers: { cookie } })).status !== 401) {
      if (performance.now() - t0 > 5_000)
        throw new Error('the other process still accepts the session after 5 s');
    }
    latencies.push(performance.now() - t0);
  }
  return { latencies: latencies.sort((a, b) => a - b) };
}

/** CPU cost of one session check inside the process: verify the cookie's signature, then the cache (or one query). */
async function sessionCheckCost(database: Database, base: string, cookie: string) {
  const sessions = createSessionResolver(database, (error) => console.error(error));
  await sessions.ready;
  const env = { BETTER_AUTH_SECRET: SECRET, BASE_URL: base } as Env;
  const headers = { cookie };
  const timed = async (iterations: number, before?: () => void) => {
    const t0 = performance.now();
    for (let i = 0; i < iterations; i += 1) {
      before?.();
      const token = sessionToken(env, headers);
      if (!token || !(await sessions.resolve(token))) throw new Error('session not found');
    }
    return Number((((performance.now() - t0) / iterations) * 1000).toFixed(1));
  };
  await timed(1_000);
  const hitMicros = await timed(50_000);
  const missMicros = await timed(500, () => sessions.forgetUserOf(sessionToken(env, headers)!));
  await sessions.close();
  return { hitMicros, missMicros };
}

async function measure(kind: 'postgres' | 'pglite') {
  const rows: Row[] = [];
  const add = (figure: string, measured: string, goal: string, met: boolean | null) =>
    rows.push({ figure, measured, goal, met });
  const env: Record<string, string> = {
    BETTER_AUTH_SECRET: SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  };
  let database: (Database & { drop?: () => Promise<void> }) | undefined;
  let dataDir: string | undefined;
  if (kind === 'postgres') {
    database = await testDatabaseKinds.find((k) => k.name === 'postgres')!.open();
    env.DATABASE_URL = (database as { url?: string }).url!;
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), 'twinsight-bench-'));
    env.DATA_DIR = dataDir;
  }
  let server = await startServerProcess(env);
  const firstStartMs = server.startupMs;
  const processes: ServerProcess[] = [];
  try {
    const reader = await newUser(server.base, 'reader');
    const historian = await newUser(server.base, 'historian');
    const watcher = await newUser(server.base, 'watcher');
    const consumers: Awaited<ReturnType<typeof newUser>>[] = [];
    for (let i = 0; i < CONSUME_CLIENTS; i += 1) consumers.push(await newUser(server.base, `consumer${i}`));
    const adminCookie = await signIn(server.base, ADMIN.email, ADMIN.password);
    for (const user of [...consumers, watcher]) {
      await expectStatus(
        call(server.base, `/api/admin/users/${user.id}/credits`, {
          method: 'POST',
          headers: { cookie: adminCookie, origin: server.base },
          body: { amount: 100_000, reason: 'Benchmark' },
        }),
        200,
      );
    }

    // PGlite is one process's database: seed it with the server stopped, then start it again (a warm start).
    let deepCursor: string;
    if (database) {
      deepCursor = await seedHistory(database, historian.id);
    } else {
      await server.stop();
      const embedded = await openDatabase({ dataDir });
      deepCursor = await seedHistory(embedded, historian.id);
      await embedded.close();
      server = await startServerProcess(env);
    }
    processes.push(server);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = memoryOf(server.pid);
    add('start-up to first answer (fresh database)', `${firstStartMs} ms`, 'printed', null);
    if (kind === 'pglite')
      add('start-up to first answer (existing data)', `${server.startupMs} ms`, 'printed', null);
    add('idle memory (RSS)', `${idle.rssMiB} MiB`, 'printed', null);

    const health = await closedLoop(READ_CLIENTS, SECONDS * 1000, async () => {
      await expectStatus(call(server.base, '/api/health'), 200);
    });
    add(`GET /api/health, ${READ_CLIENTS} clients (no session)`, rate(health), 'the reference', null);
    const reads = await closedLoop(READ_CLIENTS, SECONDS * 1000, async () => {
      await expectStatus(call(server.base, '/api/tokens', { headers: { cookie: reader.cookie } }), 200);
    });
    const share = reads.perSecond / health.perSecond;
    add(
      `GET /api/tokens, ${READ_CLIENTS} clients (signed in)`,
      rate(reads),
      kind === 'postgres' ? '≥ 2,000/s' : 'printed',
      kind === 'postgres' ? reads.perSecond >= 2000 : null,
    );
    add('  … as a share of the health route', `${Math.round(share * 100)}%`, '≥ 60%', share >= 0.6);

    const consume = await closedLoop(CONSUME_CLIENTS, SECONDS * 1000, async (client) => {
      const answer = await call(server.base, '/functions/v1/consume-tokens', {
        method: 'POST',
        headers: { cookie: consumers[client]!.cookie, origin: server.base },
        body: { amount: 1, operationType: 'bench', actionId: randomBytes(8).toString('hex') },
      });
      if (answer.status !== 200) throw new Error(`debit failed: ${answer.status} ${answer.body}`);
    });
    add(
      `consume-tokens debits, ${CONSUME_CLIENTS} clients`,
      `${consume.perSecond}/s`,
      '≥ 1,000/s',
      consume.perSecond >= 1000,
    );
    add('  … p95 latency', `${p(consume, 95)} ms`, '≤ 50 ms', p(consume, 95) <= 50);

    const realtime = await realtimeLatency(server.base, watcher.cookie, 100);
    add(
      'debit sent → its event on the stream, p95',
      `${p(realtime, 95)} ms (p50 ${p(realtime, 50)})`,
      '≤ 100 ms',
      p(realtime, 95) <= 100,
    );

    if (database) {
      const other = await startServerProcess(env);
      processes.push(other);
      const signOut = await crossProcessSignOut(server, other, reader.email, 20);
      add(
        'sign-out in one process → refused by another, p95',
        `${p(signOut, 95)} ms (max ${p(signOut, 100)})`,
        '≤ 100 ms',
        p(signOut, 95) <= 100,
      );
      const cost = await sessionCheckCost(database, server.base, reader.cookie);
      add(
        'session check in process (signature + cache)',
        `${cost.hitMicros} µs`,
        '≪ 500 µs',
        cost.hitMicros < 500,
      );
      add('session check in process, not cached (one query)', `${cost.missMicros} µs`, 'printed', null);
    }

    const historyPath = `/api/feedback?type=focus-group&pageSize=20`;
    const historyPage = (query: string) => async () => {
      const answer = await expectStatus(
        call(server.base, `${historyPath}&${query}`, { headers: { cookie: historian.cookie } }),
        200,
      );
      if ((JSON.parse(answer.body) as { items: unknown[] }).items.length !== 20)
        throw new Error('short history page');
    };
    const firstPage = await sequential(300, historyPage('page=0'));
    const keyset = await sequential(300, historyPage(`cursor=${deepCursor}`));
    const offset = await sequential(100, historyPage(`page=${DEEP_OFFSET / 20}`));
    add(
      `history first page (${HISTORY_RECORDS / 1000}k records), p95`,
      `${p(firstPage, 95)} ms`,
      '≤ 20 ms',
      p(firstPage, 95) <= 20,
    );
    add(
      `history page ${DEEP_OFFSET / 20} by cursor (keyset), p95`,
      `${p(keyset, 95)} ms`,
      '≤ 20 ms',
      p(keyset, 95) <= 20,
    );
    add(
      `history page ${DEEP_OFFSET / 20} by OFFSET (for contrast), p95`,
      `${p(offset, 95)} ms`,
      'printed',
      null,
    );

    for (const page of PAGES) {
      const renders = await closedLoop(8, (SECONDS * 1000) / 2, async () => {
        const answer = await expectStatus(call(server.base, page, { headers: { accept: 'text/html' } }), 200);
        if (!answer.body.includes('id="server-data"')) throw new Error(`${page} was not server-rendered`);
      });
      add(`public page ${page}, 8 clients (5 s per-URL cache)`, rate(renders), 'printed', null);
    }
    const loaded = memoryOf(server.pid);
    add('memory after the load (RSS / peak)', `${loaded.rssMiB} / ${loaded.peakMiB} MiB`, 'printed', null);

    if (kind === 'pglite') {
      await server.stop();
      const sources = await startServerProcess(env, ['--import', 'tsx', 'server/main.ts']);
      processes.push(sources);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      add(
        'before: TypeScript through tsx, start-up (existing data)',
        `${sources.startupMs} ms`,
        'printed',
        null,
      );
      add(
        'before: TypeScript through tsx, idle memory (RSS)',
        `${memoryOf(sources.pid).rssMiB} MiB`,
        'printed',
        null,
      );
    }
  } finally {
    for (const running of processes) await running.stop().catch(() => undefined);
    if (!processes.includes(server)) await server.stop().catch(() => undefined);
    await database?.drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
const only = process.argv[2];
const kinds = (['postgres', 'pglite'] as const).filter(
  (kind) => (!only || only === kind) && (kind === 'pglite' || hasPostgres),
);
const results: Record<string, Row[]> = {};
for (const kind of kinds) {
  const rows = await measure(kind);
  results[kind] = rows;
  console.log(
    `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} — compiled server, own process, loopback (${SECONDS} s per throughput figure)`,
  );
  const width = Math.max(...rows.map((row) => row.figure.length));
  for (const row of rows) {
    const mark = row.met === null ? ' ' : row.met ? '✓' : '✗';
    console.log(`  ${mark} ${row.figure.padEnd(width)}  ${row.measured.padEnd(28)} goal ${row.goal}`);
  }
}
writeResult('server', results);
