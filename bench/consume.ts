// Debits per second and latency of the consume call on PostgreSQL with 50 concurrent clients.
// Run: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/consume.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { testDatabaseKinds } from '../db/testing';
import { makeAdmin, signUpAndIn, startTestApp } from '../server/testing';

const CLIENTS = 50;
const DEBITS_PER_CLIENT = 40;

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
if (!postgres) {
  console.error('Set TEST_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}

const database = await postgres.open();
const app = await startTestApp(database);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

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
          headers: { 'content-type': 'application/json', cookie: user.cookie },
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
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const result = {
    clients: CLIENTS,
    debits: latencies.length,
    debitsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(pct(50).toFixed(1)),
    p95Ms: Number(pct(95).toFixed(1)),
    p99Ms: Number(pct(99).toFixed(1)),
  };
  console.log(`consume-tokens on PostgreSQL, ${CLIENTS} concurrent clients, ${result.debits} debits`);
  console.log(`  debits/s: ${result.debitsPerSecond}   p50: ${result.p50Ms} ms   p95: ${result.p95Ms} ms   p99: ${result.p99Ms} ms`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/consume.json', JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2));
} finally {
  await app.close();
  await database.drop();
}
