// npm test: typecheck, lint, formatting, unit and integration tests, then the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '.']],
  ['Formatting (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Build the web app, its server renderer and the server', 'npm', ['run', '--silent', 'build']],
];

function run([label, command, args]) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

steps.forEach(run);

if (existsSync(chromium)) {
  run(['Browser journeys (Playwright, Chromium)', 'npx', ['playwright', 'test']]);
} else if (process.env.CI) {
  console.error(`\n✖ Chromium not found at ${chromium}: CI requires the browser journeys.`);
  process.exit(1);
} else {
  console.warn('\n' + '!'.repeat(72));
  console.warn(`! Browser journeys NOT RUN: no Chromium at ${chromium}.`);
  console.warn('! Install it (apt-get install chromium) or set CHROMIUM_PATH.');
  console.warn('!'.repeat(72));
}
console.log('\n✔ All checks passed');
