// The compiled production server (dist/server/main.js) as its own process on loopback, and a keep-alive HTTP client
// light enough that the load it generates costs little of the CPU the server needs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';

export const SERVER_ENTRY = 'dist/server/main.js';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

export type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };

export function call(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${path}`,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: response.headers,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Resident and peak resident memory of a process, in MiB (Linux). */
export function memoryOf(pid: number): { rssMiB: number; peakMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rssMiB: Math.round(kib('VmRSS') / 1024), peakMiB: Math.round(kib('VmHWM') / 1024) };
}

export type ServerProcess = { base: string; pid: number; startupMs: number; stop: () => Promise<void> };

/**
 * Starts the compiled server (or, given other node arguments, e.g. the TypeScript sources through tsx) with these
 * variables, and resolves once /api/health answers, with the time that took.
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeArgs = [SERVER_ENTRY],
): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No ${SERVER_ENTRY}: run "npm run build" first.`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: base,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const exited = once(child, 'exit');
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before answering`);
    if (performance.now() - started > 180_000) throw new Error('The server did not answer within 3 minutes');
    const healthy = await call(base, '/api/health').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    base,
    pid: child.pid!,
    startupMs: Math.round(performance.now() - started),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export type LoadResult = { count: number; perSecond: number; latencies: number[] };

/** `concurrency` clients each run `operation` back to back for `durationMs` (after a short warm-up). */
export async function closedLoop(
  concurrency: number,
  durationMs: number,
  operation: (client: number) => Promise<void>,
): Promise<LoadResult> {
  const warmUntil = performance.now() + Math.min(1_000, durationMs / 4);
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < warmUntil) await operation(client);
    }),
  );
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await operation(client);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, perSecond: Math.round(latencies.length / seconds), latencies };
}
