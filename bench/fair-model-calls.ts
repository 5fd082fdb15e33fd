// Fair sharing of model calls (issue 43, decision 055): another user's 7-twin concept test (11 model calls) alone,
// then while one user keeps the largest studies running, RUNS_PER_USER at a time: comparisons of five variants on 200
// twins (203 calls each on an LLM), each resubmitted as it ends, so hundreds of the busy user's calls are always
// waiting. Prints the small run's p50 and p95 alone and under that load, beside the goal (p95 ≤ 1.5× alone), and how
// many calls the busy user made meanwhile.
// Run: npx tsx bench/fair-model-calls.ts (in-process app against the mock LLM; PGlite, or PostgreSQL given
// TEST_DATABASE_URL: a fresh database there, dropped after). BENCH_RUNS sets the small runs per window (default 12),
// BENCH_LATENCY_MS the mock's answer time (default 100).
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { testDatabaseKinds } from '@db/testing';
import { startMockLlmServer } from '../e2e/support/mock-llm-server';
import { createApp } from '@server/app';
import { loadEnv } from '@server/env';
import { seedPersonas } from '@server/services/personas/seed-personas';
import { percentile, writeResult } from './support/postgres-bench';

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 100);
const BASE_URL = 'http://localhost:3000';
const BUSY_MARK = 'insulated lunch box';

const kind = testDatabaseKinds.at(-1)!;
const database = await kind.open();
const llm = await startMockLlmServer({ latencyMs: LATENCY_MS });
const env = loadEnv({
  NODE_ENV: 'test',
  BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
  BASE_URL,
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_TIMING_FLOOR_MS: '0',
  SIGNUP_CREDITS: '10000',
  LLM_PROVIDER: 'openai-compatible',
  LLM_BASE_URL: llm.baseUrl,
  LLM_MODEL: 'mock-model',
});
const app = await createApp({ env, database, logger: false, webRoot: '/nonexistent' });
await seedPersonas(app.context);

type Answer = { statusCode: number; body: string };
const send = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object): Promise<Answer> =>
  app.inject({ method, url, headers: { cookie, origin: BASE_URL }, ...(payload && { payload }) });

async function newUser(label: string): Promise<string> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'bench password 1234';
  await send('POST', '/api/auth/sign-up/email', '', { name: label, email, password });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: BASE_URL },
    payload: { email, password },
  });
  const cookies = signIn.headers['set-cookie'];
  return (Array.isArray(cookies) ? cookies : [cookies ?? ''])
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const busy = await newUser('busy');
const other = await newUser('other');
const twins = (JSON.parse((await send('GET', '/api/personas', other)).body) as { id: string }[])
  .slice(0, 7)
  .map((persona) => persona.id);

let runNumber = 0;
/** The other user's concept test, a new concept each time (nothing answered from the cache): its time in ms. */
async function smallRun(): Promise<number> {
  runNumber += 1;
  const started = performance.now();
  const answer = await send('POST', '/api/analyses', other, {
    concept: `A refillable deodorant in a steel case with compostable refills, €12 then €6 a refill (#${runNumber}).`,
    personaIds: twins,
  });
  if (answer.statusCode !== 201) throw new Error(`small run answered ${answer.statusCode}: ${answer.body}`);
  return performance.now() - started;
}

/** The small runs one after another; beside their p50 and p95, the event loop's delay p99 meanwhile (ms). */
async function window() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await smallRun());
  loop.disable();
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    loopDelayP99: Number((loop.percentile(99) / 1e6).toFixed(1)),
  };
}

await smallRun(); // warm-up: the first run loads the engine's tables
const alone = await window();

let loading = true;
let busyRuns = 0;
let busyStudy = 0;
/** One of the busy user's loops: a 200-twin comparison of five variants after another (203 calls each on an LLM). */
async function busyLoop() {
  while (loading) {
    busyStudy += 1;
    const base = `An ${BUSY_MARK} that keeps food warm for 6 hours, $30 (study ${busyStudy})`;
    const variants = ['', ' in blue', ' in red', ' with a spoon', ' with a strap'].map((v) => `${base}${v}.`);
    const answer = await send('POST', '/api/comparisons', busy, { variants });
    if (answer.statusCode !== 201)
      throw new Error(`busy study answered ${answer.statusCode}: ${answer.body}`);
    busyRuns += 1;
  }
}
const busyCalls = () => llm.requests.filter((request) => request.prompt.includes(BUSY_MARK)).length;
const loops = Array.from({ length: env.RUNS_PER_USER }, busyLoop);
// The busy user's studies are under way before the small runs start.
while (busyCalls() < 50) await new Promise((resolve) => setTimeout(resolve, 20));
const callsBefore = busyCalls();
const loaded = await window();
const callsDuring = busyCalls() - callsBefore;
loading = false;
await Promise.all(loops);

const ratio = Number((loaded.p95 / alone.p95).toFixed(2));
const result = {
  database: kind.name,
  mockLatencyMs: LATENCY_MS,
  smallRunCalls: 11,
  runs: RUNS,
  alone,
  underLoad: loaded,
  p95Ratio: ratio,
  goal: '≤ 1.5×',
  busyCallsDuringWindow: callsDuring,
  busyStudiesFinished: busyRuns,
  maxConcurrentCalls: llm.maxConcurrentCalls,
  load1: Number(loadavg()[0]!.toFixed(1)),
};
console.log(
  `fair model calls (${kind.name}, mock latency ${LATENCY_MS} ms): other user's 7-twin concept test (11 calls) ` +
    `alone p50 ${alone.p50} ms, p95 ${alone.p95} ms (loop delay p99 ${alone.loopDelayP99} ms); while one user runs ` +
    `200-twin comparisons ${env.RUNS_PER_USER} at a time p50 ${loaded.p50} ms, p95 ${loaded.p95} ms (loop delay ` +
    `p99 ${loaded.loopDelayP99} ms): ${ratio}× alone (goal ≤ 1.5×); ` +
    `the busy user made ${callsDuring} calls meanwhile, at most ${llm.maxConcurrentCalls} calls at once; load ${result.load1}`,
);
writeResult(`fair-model-calls-${kind.name}`, result);
await app.close();
await llm.close();
await database.drop();
