// npm test: typecheck, lint, formatting and the build, then the unit and integration tests beside the browser journeys in
// Chromium.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromiumPath as chromium } from './chromium-path.mjs';

// Two rounds of independent stages, each round's stages side by side, each one's output printed whole when it ends.
// Round one: the static checks and the build (the journeys' server needs the build). Round two: Vitest beside the
// browser journeys: neither keeps both cores busy alone (Vitest waits on PostgreSQL, child servers and timers; the
// journeys on the browser), and together they finish sooner than one after the other (decision 052).
const checks = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Build the web app, its server renderer and the server', 'npm', ['run', '--silent', 'build']],
];
const unitTests = ['Unit and integration tests', 'npx', ['vitest', 'run']];
const journeys = ['Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']];

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

function fail(message) {
  console.error(`\n✖ ${message}`);
  printStageTimes();
  process.exit(1);
}

const stageLogs = 'test-results/stages';
const fileNameOf = (label) =>
  label
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Runs one stage with its output kept whole, printed when it ends, and written as it comes to a log file of its own
 * (to follow a long stage, or to read it when the run was cut off).
 */
function runBuffered([label, command, args]) {
  const started = performance.now();
  const logFile = path.join(stageLogs, `${fileNameOf(label)}.log`);
  const log = createWriteStream(logFile);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      log.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (status) => {
      log.end();
      stageTimes.push([label, seconds(started)]);
      console.log(`\n${status === 0 ? '✔' : '✖'} ${label} (${seconds(started)})`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(status === 0);
    });
  });
}

/** Runs stages side by side; true when every one passed. */
async function runSideBySide(stages) {
  console.log(`\n▶ ${stages.map(([label]) => label).join(', ')} (their output as it comes: ${stageLogs}/)`);
  return (await Promise.all(stages.map(runBuffered))).every(Boolean);
}

mkdirSync(stageLogs, { recursive: true });
if (!(await runSideBySide(checks))) fail('Static checks or the build failed');

const haveChromium = existsSync(chromium);
if (!haveChromium && process.env.CI)
  fail(`Chromium not found at ${chromium}: CI requires the browser journeys.`);
if (!(await runSideBySide(haveChromium ? [unitTests, journeys] : [unitTests]))) fail('Tests failed');
if (!haveChromium) {
  console.warn('\n' + '!'.repeat(72));
  console.warn(`! Browser journeys NOT RUN: no Chromium at ${chromium}.`);
  console.warn('! Install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.');
  console.warn('!'.repeat(72));
}
printStageTimes();
console.log('\n✔ All checks passed');
