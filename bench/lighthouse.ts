// Mobile Lighthouse scores (performance, accessibility, SEO) of /, /pricing and /resources, of /research-lab for a
// signed-in user, and the gzip size of the JavaScript the landing page loads (goal: at most 150 KiB). Builds nothing:
// it serves an existing production build (goal: performance >= 95, accessibility 100).
// Each page is measured LIGHTHOUSE_RUNS times (default 5) and the run with the median performance score is reported,
// as Lighthouse's docs advise for its run-to-run variance; every run's score is printed too.
// Run: npm run build && npx tsx bench/lighthouse.ts   (LIGHTHOUSE_WEB_ROOT=/other/build/web to measure another build;
// its server renderer is read from the sibling ssr/ folder)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './support/built-server';

const PAGES: { path: string; signedIn?: true }[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/resources' },
  { path: '/research-lab', signedIn: true },
];
const LANDING_GOAL_KIB = 150;
const CATEGORIES = ['performance', 'accessibility', 'seo'] as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const webRoot = path.resolve(process.env.LIGHTHOUSE_WEB_ROOT ?? 'dist/web');

type NetworkRequest = { url: string; resourceType?: string };

/** Gzip size of every script the page requested from this server, read from the build itself. */
function scriptBytes(requests: NetworkRequest[], base: string) {
  const files = requests
    .filter((request) => request.resourceType === 'Script' && request.url.startsWith(base))
    .map((request) => new URL(request.url).pathname);
  const unique = [...new Set(files)];
  const sizes = unique.map((file) => {
    const source = readFileSync(path.join(webRoot, file));
    return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
  });
  return {
    files: sizes,
    totalBytes: sizes.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: sizes.reduce((sum, file) => sum + file.gzipBytes, 0),
  };
}

/** A new account's session cookie, for the pages behind sign-in. */
async function signedInCookie(base: string): Promise<string> {
  const account = { email: `lighthouse-${Date.now()}@example.com`, password: 'lighthouse password 1234' };
  const post = async (path: string, body: object) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path} failed: ${answer.status} ${await answer.text()}`);
    return answer;
  };
  await post('/api/auth/sign-up/email', { name: 'Lighthouse', ...account });
  const signIn = await post('/api/auth/sign-in/email', account);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('sign-in set no cookie');
  return cookie;
}

const server = await startBuiltServer(webRoot);
const { base } = server;
const cookie = await signedInCookie(base);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

try {
  type PageResult = {
    scores: Record<string, number>;
    fcpMs: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
    failedAudits: string[];
    performanceRuns: number[];
  };
  const pages: Record<string, PageResult> = {};
  let landingScripts: ReturnType<typeof scriptBytes> | undefined;
  console.log(`Mobile Lighthouse against ${webRoot} (median of ${RUNS} runs per page)`);
  for (const { path: page, signedIn } of PAGES) {
    const runs: (Omit<PageResult, 'performanceRuns'> & { scripts?: ReturnType<typeof scriptBytes> })[] = [];
    // A run whose trace could not be recorded (Lighthouse's NO_NAVSTART and the like) is repeated, not scored 0.
    for (let run = 0, failures = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        ...(signedIn ? { extraHeaders: { cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits, runtimeError, runWarnings } = result.lhr;
      if (runtimeError) {
        console.log(`  ${page}: run ${run + 1} failed: ${runtimeError.code} ${runtimeError.message}`);
        failures += 1;
        if (failures > RUNS) throw new Error(`Lighthouse failed ${failures} times on ${page}`);
        run -= 1;
        continue;
      }
      if (runWarnings.length) console.log(`  ${page}: run ${run + 1} warnings: ${runWarnings.join(' | ')}`);
      const numeric = (id: string) => audits[id]?.numericValue ?? 0;
      const details = audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined;
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
        ),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        failedAudits: Object.values(audits)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'manual',
          )
          .map((audit) => audit.id),
        scripts: scriptBytes(details?.items ?? [], base),
      });
    }
    const performanceRuns = runs.map((run) => run.scores.performance ?? 0);
    const median = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0))[
      Math.floor(runs.length / 2)
    ]!;
    const { scripts, ...reported } = median;
    pages[page] = { ...reported, performanceRuns };
    const { scores } = reported;
    console.log(
      `  ${`${page}${signedIn ? ' (signed in)' : ''}`.padEnd(26)} performance ${scores.performance} (runs ${performanceRuns.join(', ')})  accessibility ${scores.accessibility}  SEO ${scores.seo}` +
        `  FCP ${reported.fcpMs} ms  LCP ${reported.lcpMs} ms  TBT ${reported.tbtMs} ms  CLS ${reported.cls}` +
        (scripts ? `  JS ${(scripts.totalGzipBytes / 1024).toFixed(1)} KiB gzip` : '') +
        (reported.failedAudits.length ? `  (below 90: ${reported.failedAudits.join(', ')})` : ''),
    );
    if (page === '/') landingScripts = scripts;
  }
  if (landingScripts) {
    console.log(
      `  landing page JavaScript: ${(landingScripts.totalGzipBytes / 1024).toFixed(1)} KiB gzip (${(landingScripts.totalBytes / 1024).toFixed(1)} KiB raw) in ${landingScripts.files.length} files, goal ≤ ${LANDING_GOAL_KIB} KiB gzip`,
    );
    for (const file of [...landingScripts.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
      console.log(`    ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${file.file}`);
    }
  }
  mkdirSync('bench/results', { recursive: true });
  const result = {
    formFactor: 'mobile',
    webRoot,
    pages,
    landingJavaScript: landingScripts,
    at: new Date().toISOString(),
  };
  writeFileSync('bench/results/lighthouse.json', JSON.stringify(result, null, 2));
} finally {
  await chrome.kill();
  server.stop();
}
