// npm start: builds the web app (and its server renderer) when missing or older than its sources, then serves everything.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const builtIndex = 'dist/web/index.html';
const builtRenderer = 'dist/ssr/entry-server.js';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['web', 'contracts'].map(newestMtime);
const built = [builtIndex, builtRenderer].filter((file) => existsSync(file));
if (built.length < 2 || Math.max(...sources) > Math.min(...built.map((file) => statSync(file).mtimeMs))) {
  console.log('Building the web app and its server renderer…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
