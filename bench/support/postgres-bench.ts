// The app on a fresh PostgreSQL database, listening on a free port: what the server benchmarks measure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { testDatabaseKinds } from '../../db/testing';
import { startTestApp } from '../../server/testing';

export async function startPostgresBench() {
  const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');
  if (!postgres) {
    console.error('Set TEST_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).');
    process.exit(1);
  }
  const database = await postgres.open();
  const app = await startTestApp(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const stop = async () => {
    await app.close();
    await database.drop();
  };
  return { database, app, base, stop };
}

/** Percentile of ascending-sorted samples, rounded to 0.1. */
export function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

export function writeResult(name: string, result: object) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2));
}
