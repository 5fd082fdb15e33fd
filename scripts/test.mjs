// npm test: typecheck, lint, formatting, unit and integration tests, then the browser journeys in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromiumPath as chromium } from './chromium-path.mjs';

// Independent and mostly single-threaded: run side by side, each one's output printed whole when it ends.
const checks = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
];
const steps = [
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Build the web app, its server renderer and the server', 'npm', ['run', '--silent', 'build']],
];

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;
const suiteStarted = performance.now();
const stageTimes = [];

/** Each stage's time and the total, printed last so the figure for the whole suite is easy to find. */
function printStageTimes() {
  const width = Math.max(...stageTimes.map(([label]) => label.length), 'Total'.length);
  console.log('\nStage times:');
  for (const [label, time] of stageTimes) console.log(`  ${label.padEnd(width)}  ${time.padStart(6)}`);
  console.log(`  ${'Total'.padEnd(width)}  ${seconds(suiteStarted).padStart(6)}`);
}

function fail(message, status) {
  console.error(`\n✖ ${message}`);
  printStageTimes();
  process.exit(status ?? 1);
}

function run([label, command, args]) {
  console.log(`\n▶ ${label}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  stageTimes.push([label, seconds(started)]);
  if (result.status !== 0) fail(`${label} failed`, result.status);
  console.log(`✔ ${label} (${seconds(started)})`);
}

function runBuffered([label, command, args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      stageTimes.push([label, seconds(started)]);
      console.log(`\n${status === 0 ? '✔' : '✖'} ${label} (${seconds(started)})`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status === 0);
    });
  });
}

console.log(`\n▶ ${checks.map(([label]) => label).join(', ')}`);
if (!(await Promise.all(checks.map(runBuffered))).every(Boolean)) fail('Static checks failed');
steps.forEach(run);

if (existsSync(chromium)) {
  run(['Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']]);
} else if (process.env.CI) {
  fail(`Chromium not found at ${chromium}: CI requires the browser journeys.`);
} else {
  console.warn('\n' + '!'.repeat(72));
  console.warn(`! Browser journeys NOT RUN: no Chromium at ${chromium}.`);
  console.warn('! Install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.');
  console.warn('!'.repeat(72));
}
printStageTimes();
console.log('\n✔ All checks passed');
