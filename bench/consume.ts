// Debits per second and latency of the consume call on PostgreSQL with 50 concurrent clients.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/consume.ts
import { randomBytes } from 'node:crypto';
import { makeAdmin, signUpAndIn } from '../server/testing';
import { percentile, startPostgresBench, writeResult } from './support/postgres-bench';

const CLIENTS = 50;
const DEBITS_PER_CLIENT = 40;

const { database, app, base, stop } = await startPostgresBench();

try {
  const admin = await signUpAndIn(app);
  await makeAdmin(database, admin.id);
  const clients = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const user = await signUpAndIn(app);
    await app.inject({ method: 'POST', url: `/api/admin/users/${user.id}/credits`, headers: { cookie: admin.cookie }, payload: { amount: DEBITS_PER_CLIENT, reason: 'Benchmark' } });
    clients.push(user);
  }

  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    clients.map(async (user) => {
      for (let i = 0; i < DEBITS_PER_CLIENT; i += 1) {
        const t0 = performance.now();
        const response = await fetch(`${base}/functions/v1/consume-tokens`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: user.cookie, origin: base },
          body: JSON.stringify({ amount: 1, operationType: 'bench', actionId: randomBytes(8).toString('hex') }),
        });
        const body = (await response.json()) as { success: boolean };
        if (!body.success) throw new Error(`debit failed: ${JSON.stringify(body)}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => percentile(latencies, p);
  const result = {
    clients: CLIENTS,
    debits: latencies.length,
    debitsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: pct(50),
    p95Ms: pct(95),
    p99Ms: pct(99),
  };
  console.log(`consume-tokens on PostgreSQL, ${CLIENTS} concurrent clients, ${result.debits} debits`);
  console.log(`  debits/s: ${result.debitsPerSecond}   p50: ${result.p50Ms} ms   p95: ${result.p95Ms} ms   p99: ${result.p99Ms} ms`);
  writeResult('consume', result);
} finally {
  await stop();
}
