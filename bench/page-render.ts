// What server rendering costs: latency and throughput of the public pages' HTML from one server process (PGlite),
// 8 concurrent clients, after a warm-up. No goal in the issue; the figure tells when a render cache is needed.
// Run: npm run build && npx tsx bench/page-render.ts   (PAGE_RENDER_REQUESTS=400 per page by default)
import path from 'node:path';
import { startBuiltServer } from './support/built-server';
import { percentile, writeResult } from './support/postgres-bench';

const PAGES = ['/', '/pricing', '/resources', '/methodology'];
const REQUESTS = Number(process.env.PAGE_RENDER_REQUESTS ?? 400);
const CONCURRENCY = 8;

const server = await startBuiltServer(path.resolve('dist/web'));
try {
  const results: Record<string, object> = {};
  console.log(`Server-rendered pages, ${REQUESTS} requests each, ${CONCURRENCY} concurrent`);
  for (const page of PAGES) {
    const fetchPage = async () => {
      const started = performance.now();
      const response = await fetch(`${server.base}${page}`, { headers: { accept: 'text/html' } });
      const html = await response.text();
      if (!response.ok || !html.includes('id="server-data"'))
        throw new Error(`${page} was not server-rendered (${response.status})`);
      return performance.now() - started;
    };
    for (let i = 0; i < 20; i += 1) await fetchPage();
    const latencies: number[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          next += 1;
          latencies.push(await fetchPage());
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result = {
      pagesPerSecond: Number((REQUESTS / seconds).toFixed(1)),
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
    };
    results[page] = result;
    console.log(
      `  ${page.padEnd(14)} ${String(result.pagesPerSecond).padStart(6)} pages/s  p50 ${result.p50Ms} ms  p95 ${result.p95Ms} ms`,
    );
  }
  writeResult('page-render', { requests: REQUESTS, concurrency: CONCURRENCY, pages: results });
} finally {
  server.stop();
}
