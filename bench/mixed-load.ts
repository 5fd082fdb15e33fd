// One user's heavy work (PDF exports of a record with a 250,000-character word, OCR of noise images, many parallel
// follow-ups) beside another user's ordinary requests: the second user's p95 with and without the first's load.
// Run: npx tsx bench/mixed-load.ts (in-process server on loopback; PGlite, or PostgreSQL given TEST_DATABASE_URL: a
// fresh database there, dropped after). BENCH_SECONDS sets each window (default 8). Beside each p95: the event loop's
// delay (what held the server's thread) and the machine's load, since wall-clock ratios swing on a shared machine.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { testDatabaseKinds } from '@db/testing';
import { createApp } from '@server/app';
import { loadEnv } from '@server/env';
import { seedPersonas } from '@server/services/personas/seed-personas';
import { percentile, writeResult } from './support/postgres-bench';
import { closedLoop } from './support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ORDINARY_CLIENTS = 4;
const BASE_URL = 'http://localhost:3000';

const database = await testDatabaseKinds.at(-1)!.open();
const env = loadEnv({
  NODE_ENV: 'test',
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  BASE_URL,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_TIMING_FLOOR_MS: '0',
  FREE_IMAGE_READS_PER_DAY: '100000',
  FREE_IMAGE_READS_PER_HOUR: '100000',
});
const app = await createApp({ env, database, logger: false, webRoot: '/nonexistent' });
await seedPersonas(app.context);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;

async function send(
  path: string,
  cookie: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
) {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      cookie,
      origin: BASE_URL,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
  });
  const body = await response.arrayBuffer();
  return { status: response.status, text: () => Buffer.from(body).toString('utf8') };
}

async function newUser(label: string): Promise<string> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench password 1234';
  await send('/api/auth/sign-up/email', '', { method: 'POST', json: { name: label, email, password } });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE_URL },
    body: JSON.stringify({ email, password }),
  });
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const heavy = await newUser('heavy');
const ordinary = await newUser('ordinary');
const personas = JSON.parse((await send('/api/personas', ordinary)).text()) as { id: string }[];
// Enough runs that the follow-up loops stay under the per-twin cap (20) for the whole window: 4 runs of 7 twins take
// 560 follow-ups, and the loops go round all 28 twins.
const FOLLOW_UP_LOOPS = Number(process.env.BENCH_FOLLOW_UP_LOOPS ?? 20);
const twinsPerRun = 7;
const runs = await Promise.all(
  Array.from({ length: 4 }, async (_, i) => {
    const answer = await send('/api/analyses', heavy, {
      method: 'POST',
      json: {
        concept: `A monthly plant-care kit for €24.99 (${i + 1})`,
        personaIds: personas.slice(i * twinsPerRun, (i + 1) * twinsPerRun).map((p) => p.id),
      },
    });
    if (answer.status !== 201) throw new Error(`a run answered ${answer.status}: ${answer.text()}`);
    return JSON.parse(answer.text()) as { id: string; selected_personas: string[] };
  }),
);
const report = JSON.parse(
  (
    await send('/api/feedback', heavy, {
      method: 'POST',
      json: {
        concept: 'Żabbar and Siġġiewi',
        responses: [{ personaId: 'a', text: 'x'.repeat(250_000) }],
      },
    })
  ).text(),
) as { id: string };
if (!report.id) throw new Error('the report record was not saved');
const side = 1000;
const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();

const ordinaryPaths = [
  '/api/me',
  '/api/tokens',
  '/api/feedback?type=focus-group',
  `/api/personas/${personas[0]!.id}`,
];
let resets = 0;
let ocrRefusal = '';
/**
 * The server's thread (this process's main thread, Linux): seconds it ran and seconds it waited, runnable, for a CPU;
 * and the CPU seconds of every other thread of the process (report workers, OCR, image decoding, compression).
 */
function threadTimes() {
  const [ran, waited] = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8')
    .split(' ')
    .map(Number);
  const { user, system } = process.cpuUsage();
  return { ran: ran! / 1e9, waited: waited! / 1e9, process: (user + system) / 1e6 };
}

// The event loop's delay and where the server's thread spent the window: the server shares this process's loop, so
// what holds it shows here, and a thread that waited for a CPU tells a busy machine from a busy server.
const ordinaryLoad = async () => {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const before = threadTimes();
  const result = await closedLoop(ORDINARY_CLIENTS, SECONDS * 1000, async (client) => {
    const path = ordinaryPaths[client % ordinaryPaths.length]!;
    // A kept-alive connection the server just closed is reset: counted, and the request sent again.
    const answer = await send(path, ordinary).catch(() => {
      resets += 1;
      return send(path, ordinary);
    });
    if (answer.status !== 200) throw new Error(`ordinary request answered ${answer.status}`);
  });
  delay.disable();
  const after = threadTimes();
  const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e5) / 10;
  const seconds = (value: number) => Math.round(value * 10) / 10;
  return {
    ...result,
    loopDelay: { p99Ms: ms(delay.percentile(99)), maxMs: ms(delay.max) },
    serverThread: {
      ranS: seconds(after.ran - before.ran),
      waitedForCpuS: seconds(after.waited - before.waited),
      otherThreadsCpuS: seconds(after.process - before.process - (after.ran - before.ran)),
    },
    machineLoad: loadavg()[0]!.toFixed(1),
  };
};

const solo = await ordinaryLoad();

const counts = { exports: 0, ocr: 0, followUps: 0 };
const statuses: Record<string, number> = {};
let stop = false;
const loop = async (kind: keyof typeof counts, work: () => Promise<{ status: number }>) => {
  while (!stop) {
    // A refused upload may be answered (and its connection closed) before the whole body is sent.
    const status = await work().then(
      (answer) => answer.status,
      (error: unknown) => `${(error as { cause?: { code?: string } }).cause?.code ?? 'error'}`,
    );
    statuses[`${kind} ${status}`] = (statuses[`${kind} ${status}`] ?? 0) + 1;
    counts[kind] += 1;
  }
};
/** BENCH_HEAVY picks the heavy kinds (default all): exports,ocr,followUps. */
const chosen = new Set((process.env.BENCH_HEAVY ?? 'exports,ocr,followUps').split(','));
const heavyLoops = [
  ...Array.from({ length: chosen.has('exports') ? 3 : 0 }, () =>
    loop('exports', () => send(`/api/feedback/${report.id}/export?format=pdf`, heavy)),
  ),
  ...Array.from({ length: chosen.has('ocr') ? 2 : 0 }, () =>
    loop('ocr', () => {
      const form = new FormData();
      form.append('type', 'image_analysis');
      form.append('image', new Blob([new Uint8Array(noise)], { type: 'image/jpeg' }), 'noise.jpg');
      return send('/api/analyses', heavy, { method: 'POST', form }).then((answer) => {
        if (answer.status === 400 && !ocrRefusal) ocrRefusal = answer.text();
        return answer;
      });
    }),
  ),
  ...Array.from({ length: chosen.has('followUps') ? FOLLOW_UP_LOOPS : 0 }, (_, i) => {
    let asked = 0;
    return loop('followUps', () => {
      const twin = (i + FOLLOW_UP_LOOPS * asked++) % (runs.length * twinsPerRun);
      const run = runs[Math.floor(twin / twinsPerRun)]!;
      return send(`/api/feedback/${run.id}/follow-ups`, heavy, {
        method: 'POST',
        json: { personaId: run.selected_personas[twin % twinsPerRun], question: `Why ${i}?` },
      });
    });
  }),
];
const mixed = await ordinaryLoad();
stop = true;
await Promise.all(heavyLoops);

const p95 = (result: { latencies: number[] }) => percentile(result.latencies, 95);
console.log(`Mixed load (${database.kind}, ${SECONDS} s windows, ${ORDINARY_CLIENTS} ordinary clients)`);
const delayOf = ({ loopDelay, serverThread, machineLoad }: typeof solo) =>
  `event-loop delay p99 ${loopDelay.p99Ms} ms, max ${loopDelay.maxMs} ms; server thread ran ${serverThread.ranS} s, ` +
  `waited for a CPU ${serverThread.waitedForCpuS} s, other threads ${serverThread.otherThreadsCpuS} s; machine load ${machineLoad}`;
console.log(`  ordinary user p95 solo:       ${p95(solo)} ms (${solo.perSecond}/s); ${delayOf(solo)}`);
console.log(
  `  ordinary user p95 with heavy: ${p95(mixed)} ms (${mixed.perSecond}/s), ${(p95(mixed) / p95(solo)).toFixed(2)}× solo; ${delayOf(mixed)}`,
);
if (ocrRefusal) console.log(`  an image refused: ${ocrRefusal.slice(0, 200)}`);
console.log(`  ordinary requests resent after a connection reset: ${resets}`);
console.log(`  heavy user meanwhile: ${JSON.stringify(counts)} ${JSON.stringify(statuses)}`);
writeResult(`mixed-load-${database.kind}`, {
  soloP95Ms: p95(solo),
  mixedP95Ms: p95(mixed),
  soloPerSecond: solo.perSecond,
  mixedPerSecond: mixed.perSecond,
  soloLoopDelay: solo.loopDelay,
  mixedLoopDelay: mixed.loopDelay,
  soloServerThread: solo.serverThread,
  mixedServerThread: mixed.serverThread,
  machineLoad: { solo: solo.machineLoad, mixed: mixed.machineLoad },
  heavy: counts,
  statuses,
});
await app.close();
await database.drop();
