// Test databases: PGlite in memory always, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { dumpMigratedPglite, openDatabase, type Database } from './client';

export type TestDatabase = Database & { drop: () => Promise<void>; url?: string };
export type TestDatabaseKind = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };

// eslint-disable-next-line no-restricted-properties -- tests choose their database from the environment
const postgresUrl = process.env.TEST_DATABASE_URL;

// Migrated once per test process; every PGlite test database starts as a copy (the migrations then find nothing to do).
let migrated: Promise<Blob> | undefined;

export const testDatabaseKinds: TestDatabaseKind[] = [
  {
    name: 'pglite',
    open: async () => {
      migrated ??= dumpMigratedPglite();
      const database = await openDatabase({ fromDump: await migrated });
      return { ...database, drop: database.close };
    },
  },
  ...(postgresUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];

async function openFreshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `twinsight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
