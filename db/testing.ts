// Test databases: PGlite in memory always, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
// Under Vitest both start as copies of what db/testing-global-setup.ts migrated once for the run.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { dumpMigratedPglite, openDatabase, type Database } from './client';

export type TestDatabase = Database & { drop: () => Promise<void>; url?: string };
export type TestDatabaseKind = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };

export const PGLITE_DUMP_ENV = 'TWINSIGHT_TEST_PGLITE_DUMP';
export const POSTGRES_TEMPLATE_ENV = 'TWINSIGHT_TEST_POSTGRES_TEMPLATE';

/* eslint-disable no-restricted-properties -- tests choose their database from the environment */
const postgresUrl = process.env.TEST_DATABASE_URL;
const dumpFile = process.env[PGLITE_DUMP_ENV];
const template = process.env[POSTGRES_TEMPLATE_ENV];
/* eslint-enable no-restricted-properties */

// Read or migrated once per test process; every PGlite test database starts as a copy (the migrations then find
// nothing to do).
let migrated: Promise<Blob> | undefined;
const migratedDump = () =>
  (migrated ??= dumpFile ? readFile(dumpFile).then((bytes) => new Blob([bytes])) : dumpMigratedPglite());

export const testDatabaseKinds: TestDatabaseKind[] = [
  {
    name: 'pglite',
    open: async () => {
      const database = await openDatabase({ fromDump: await migratedDump() });
      return { ...database, drop: database.close };
    },
  },
  ...(postgresUrl ? [{ name: 'postgres' as const, open: () => openFreshPostgres(postgresUrl) }] : []),
];

export function postgresUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement (CREATE or DROP DATABASE) on its own connection to the server's admin database. */
export async function runAsAdmin(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function openFreshPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `twinsight_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = postgresUrlFor(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    drop: async () => {
      await database.close();
      await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
