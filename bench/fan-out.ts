/**
 * Fan-out benchmark of the simulation engine. Run: npx tsx bench/fan-out.ts
 *
 * 1. Seven twins against the mock LLM server with a fixed per-call latency: prints the wall time of the
 *    answering phase (median of 9 runs after 2 warm-up runs) divided by one call's latency
 *    (goal <= 1.2: all twins are asked at once).
 * 2. The offline provider's throughput in answers per second.
 * Results are also written to bench/results/fan-out.json. The mock runs as its own process
 * (e2e/support/mock-llm-server.ts), so its work does not share the engine's event loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createProvider, runConceptTest } from '@engine/index';
import { SAMPLE_PERSONAS } from '@engine/test-personas';

const LATENCY_MS = 400;
const OFFLINE_DURATION_MS = 3_000;
const CONCEPT =
  'EcoBrew is a smart coffee maker for busy professionals. It costs €1,450 and includes app control, a self-cleaning cycle and sustainably sourced beans.';

const WARM_UP_RUNS = 2;
const MEASURED_RUNS = 9;

/** Time until the last twin has answered (the run summary that follows is a separate call). */
async function timeAnswering(provider: ReturnType<typeof createProvider>, concept: string): Promise<number> {
  const started = performance.now();
  let answered = 0;
  let answeringMs = 0;
  await runConceptTest({
    provider,
    personas: SAMPLE_PERSONAS,
    concept,
    onPersonaResult: () => {
      answered += 1;
      if (answered === SAMPLE_PERSONAS.length) answeringMs = performance.now() - started;
    },
  });
  return answeringMs;
}

const MOCK_SCRIPT = fileURLToPath(new URL('../e2e/support/mock-llm-server.ts', import.meta.url));

async function startMock(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', MOCK_SCRIPT, '--latency-ms', String(LATENCY_MS)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  for await (const line of createInterface({ input: child.stdout! })) {
    const match = /listening on (\S+)/.exec(line);
    if (match) return { child, baseUrl: match[1]! };
  }
  throw new Error('The mock LLM server exited before listening');
}

async function maxConcurrentCalls(baseUrl: string): Promise<number> {
  const stats = (await (await fetch(new URL('/__mock/stats', baseUrl))).json()) as {
    maxConcurrentCalls: number;
  };
  return stats.maxConcurrentCalls;
}

/** Median over measured runs, after warm-up runs that pay for module loading, JIT and connection set-up. */
async function measureFanOut(): Promise<{
  answeringMs: number;
  ratio: number;
  bestRatio: number;
  maxConcurrentCalls: number;
}> {
  const mock = await startMock();
  try {
    const provider = createProvider({
      provider: 'openai-compatible',
      baseUrl: mock.baseUrl,
      apiKey: 'bench',
      model: 'mock',
    });
    // Distinct concepts per run so the response cache never answers.
    for (let run = 0; run < WARM_UP_RUNS; run += 1)
      await timeAnswering(provider, `${CONCEPT} Warm-up ${run}.`);
    const timings: number[] = [];
    for (let run = 0; run < MEASURED_RUNS; run += 1)
      timings.push(await timeAnswering(provider, `${CONCEPT} Run ${run}.`));
    timings.sort((a, b) => a - b);
    const answeringMs = timings[Math.floor(MEASURED_RUNS / 2)]!;
    const concurrent = await maxConcurrentCalls(mock.baseUrl);
    return {
      answeringMs,
      ratio: answeringMs / LATENCY_MS,
      bestRatio: timings[0]! / LATENCY_MS,
      maxConcurrentCalls: concurrent,
    };
  } finally {
    mock.child.kill();
    await once(mock.child, 'exit');
  }
}

async function measureOffline(): Promise<number> {
  const provider = createProvider();
  const started = performance.now();
  let answers = 0;
  for (let round = 0; performance.now() - started < OFFLINE_DURATION_MS; round += 1) {
    // A new concept each round, so no memoised text analysis flatters the figure.
    const concept = `${CONCEPT} Batch ${round}.`;
    await Promise.all(SAMPLE_PERSONAS.map((persona) => provider.answerConcept({ persona, concept })));
    answers += SAMPLE_PERSONAS.length;
  }
  return answers / ((performance.now() - started) / 1000);
}

const fanOut = await measureFanOut();
const offlineAnswersPerSecond = await measureOffline();
console.log(
  `fan-out: ${SAMPLE_PERSONAS.length} twins, ${LATENCY_MS} ms per call -> answering took ${fanOut.answeringMs.toFixed(0)} ms`,
);
console.log(
  `fan-out ratio (wall / one call): median ${fanOut.ratio.toFixed(2)}, best ${fanOut.bestRatio.toFixed(2)} (goal <= 1.2); max concurrent calls: ${fanOut.maxConcurrentCalls}`,
);
console.log(`offline engine: ${offlineAnswersPerSecond.toFixed(0)} answers/s`);
await mkdir(new URL('./results/', import.meta.url), { recursive: true });
await writeFile(
  new URL('./results/fan-out.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), latencyMs: LATENCY_MS, ...fanOut, offlineAnswersPerSecond }, null, 2)}\n`,
);
