// The server the Playwright journeys run against: the compiled production server (rebuilt from the current sources)
// on a fresh PGlite data directory every run.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { buildServer, serverEntry } from './build-server.mjs';

const port = process.env.E2E_PORT ?? '3210';
const dataDir = `.data/e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
await buildServer();
const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: port,
    BASE_URL: `http://localhost:${port}`,
    ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
    ADMIN_EMAIL: 'admin@e2e.example',
    ADMIN_PASSWORD: 'e2e admin password',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
