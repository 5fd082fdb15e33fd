// The production build served by scripts/e2e-server.mjs (fresh PGlite data dir, seeded) on a free port: what the
// browser-facing benchmarks measure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(base: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server at ${base} did not become healthy`);
}

/** Starts the build in webRoot (its server renderer in the sibling ssr/) and resolves once it is healthy. */
export async function startBuiltServer(webRoot: string) {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`No production build in ${webRoot}: run "npm run build" first.`);
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, E2E_PORT: String(port), E2E_WEB_ROOT: webRoot },
  });
  await waitForHealth(base);
  return { base, stop: () => server.kill('SIGTERM') };
}
