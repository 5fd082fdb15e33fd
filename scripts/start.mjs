// npm start: builds the web app (and its server renderer) and the server bundle when missing or older than their
// sources, then runs the compiled server as plain JavaScript. `node scripts/start.mjs worker` (npm run worker) runs
// the compiled run worker instead, which needs no web app.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer, serverEntry, workerEntry } from './build-server.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when any output is missing or older than the newest file in the source folders. */
function stale(outputs, sourceDirs) {
  if (!outputs.every((file) => existsSync(file))) return true;
  const newestSource = Math.max(...sourceDirs.map(newestMtime));
  return newestSource > Math.min(...outputs.map((file) => statSync(file).mtimeMs));
}

const worker = process.argv[2] === 'worker';
if (!worker && stale(['dist/web/index.html', 'dist/ssr/entry-server.js'], ['web', 'contracts'])) {
  console.log('Building the web app and its server renderer…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (stale([serverEntry, workerEntry], ['server', 'db', 'engine', 'contracts'])) {
  console.log('Building the server…');
  await buildServer();
}

const server = spawn(process.execPath, [worker ? workerEntry : serverEntry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
