// npm run build, and the build npm start runs when the sources changed: the web app (dist/web), its server renderer
// for the public pages (dist/ssr) and the server bundle (dist/server), each step printed with the time it took.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

const viteCli = 'node_modules/vite/bin/vite.js';

function vite(args) {
  return () => {
    const result = spawnSync(process.execPath, [viteCli, 'build', '--logLevel', 'warn', ...args], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite build ${args.join(' ')} exited with ${result.status}`);
  };
}

export const webSteps = [
  { name: 'web app', run: vite([]) },
  {
    name: 'server renderer',
    run: vite(['--ssr', 'entry-server.tsx', '--outDir', '../dist/ssr', '--emptyOutDir']),
  },
];
export const serverSteps = [{ name: 'server', run: buildServer }];

/** Runs the steps one after another, printing a line as each starts and another with its time as it ends. */
export async function runSteps(steps, log = console.log) {
  const started = performance.now();
  for (const step of steps) {
    const stepStarted = performance.now();
    log(`  Building the ${step.name}…`);
    await step.run();
    log(`  Built the ${step.name} in ${seconds(performance.now() - stepStarted)}`);
  }
  return performance.now() - started;
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const total = await runSteps([...webSteps, ...serverSteps]);
  console.log(`Built in ${seconds(total)}.`);
}
