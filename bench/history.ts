// p50/p95 of a history page request for a user with 100,000 records on PostgreSQL (goal: p95 under 20 ms).
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/history.ts
import { sql } from 'drizzle-orm';
import { signUpAndIn } from '../server/testing';
import { percentile, startPostgresBench, writeResult } from './support/postgres-bench';

const RECORDS = 100_000;
const REQUESTS = 400;

const { database, app, base, stop } = await startPostgresBench();

async function measure(label: string, pageFor: (i: number) => number, cookie: string) {
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/feedback?type=focus-group&page=${pageFor(i)}&pageSize=20`, { headers: { cookie } });
    const body = (await response.json()) as { items: unknown[] };
    if (body.items.length !== 20) throw new Error(`short page: ${body.items.length}`);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  console.log(`  ${label.padEnd(34)} p50 ${pct(50)} ms   p95 ${pct(95)} ms`);
  return { p50Ms: pct(50), p95Ms: pct(95) };
}

try {
  const user = await signUpAndIn(app);
  const responses = JSON.stringify(
    Array.from({ length: 7 }, (_, i) => ({ personaId: `p${i}`, sender: 'ai', text: 'An answer of typical length '.repeat(12), detailed: { sentiment: 'positive', sentimentScore: 80, interestLevel: 4 } })),
  );
  const started = performance.now();
  await database.db.execute(sql`
    insert into feedback_requests (user_id, concept, selected_personas, responses, overall_analysis, type, created_at, updated_at)
    select ${user.id}, 'Concept number ' || n, '["p0","p1","p2","p3","p4","p5","p6"]'::jsonb, ${responses}::jsonb,
           '{"aggregateScore": 71}'::jsonb,
           (array['focus-group','focus-group','interview','image-ad'])[1 + n % 4],
           now() - (n || ' seconds')::interval, now()
    from generate_series(1, ${RECORDS}) as n`);
  await database.db.execute(sql`analyze feedback_requests`);
  console.log(`history paging on PostgreSQL: ${RECORDS} records for one user (inserted in ${Math.round(performance.now() - started)} ms), ${REQUESTS} requests each`);
  const firstPages = await measure('first 10 pages (infinite scroll)', (i) => i % 10, user.cookie);
  const anyPage = await measure('any of the focus-group pages', (i) => (i * 7919) % 2400, user.cookie);
  writeResult('history', { records: RECORDS, firstPages, anyPage });
} finally {
  await stop();
}
