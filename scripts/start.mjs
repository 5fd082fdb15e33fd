// npm start: builds the web app (and its server renderer) and the server bundle when missing or older than their
// sources, saying what it does and how long each step took, then runs the compiled server as plain JavaScript.
// `node scripts/start.mjs worker` (npm run worker) runs the compiled run worker instead, which needs no web app.
// A .env file in the working directory, if there is one, is read first (.env.example lists the variables).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { runSteps, seconds, serverSteps, webSteps } from './build.mjs';
import { serverEntry, workerEntry } from './build-server.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** 'missing' when an output does not exist, 'stale' when one is older than the newest source, else 'fresh'. */
function buildState(outputs, sourceDirs) {
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const newestSource = Math.max(...sourceDirs.map(newestMtime));
  return newestSource > Math.min(...outputs.map((file) => statSync(file).mtimeMs)) ? 'stale' : 'fresh';
}

if (existsSync('.env')) process.loadEnvFile('.env');
const worker = process.argv[2] === 'worker';
const webState = worker
  ? 'fresh'
  : buildState(['dist/web/index.html', 'dist/ssr/entry-server.js'], ['web', 'contracts']);
const serverState = buildState([serverEntry, workerEntry], ['server', 'db', 'engine', 'contracts']);
const steps = [...(webState === 'fresh' ? [] : webSteps), ...(serverState === 'fresh' ? [] : serverSteps)];

if (steps.length === 0) {
  console.log('Nothing changed since the last build: starting without building.');
} else {
  console.log(
    [webState, serverState].includes('missing')
      ? 'Building for the first time, about a minute or two…'
      : `Sources changed since the last build: rebuilding the ${steps.map((step) => step.name).join(' and the ')}…`,
  );
  try {
    console.log(`Built in ${seconds(await runSteps(steps))}. Starting…`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

// The server says each of its start-up steps as it ends; this is the first, before its code can say anything.
if (!worker && process.env.LOG_FORMAT !== 'json') console.log('  Loading the server…');
const server = spawn(process.execPath, [worker ? workerEntry : serverEntry], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
